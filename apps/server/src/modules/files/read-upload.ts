import { MAX_FILE_BYTES } from '@portledger/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error.ts';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const maxMb = MAX_FILE_BYTES / 1024 / 1024;

/** The parser's limits: one file of at most MAX_FILE_BYTES, a few small fields, nothing else. */
export const multipartLimits = {
  fileSize: MAX_FILE_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 11,
  headerPairs: 50,
};

const tooLarge = () => new AppError(413, 'files.tooLarge', { params: { maxMb } });

/**
 * Reads the one file of a multipart request into memory, never more than MAX_FILE_BYTES: the
 * multipart parser does not obey the app's JSON bodyLimit, so the limit is enforced here, first
 * on the declared length (rejected before reading), then while streaming.
 */
export async function readUpload(request: FastifyRequest): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new AppError(415, 'files.notMultipart');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
  try {
    let file: { data: Buffer; filename: string } | undefined;
    // Every part is read, not only the first: a second file is refused, never silently dropped.
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type !== 'file') continue;
      if (file) throw new AppError(400, 'files.oneAtATime');
      file = { data: await part.toBuffer(), filename: part.filename };
    }
    if (!file)
      throw new AppError(400, 'files.missing', { errors: [{ field: 'file', message: 'files.missing' }] });
    return file;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw tooLarge();
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'files.oneAtATime');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(415, 'files.notMultipart');
    // Truncated or malformed bodies (no boundary, a broken part header, an early end): the
    // parser's own errors carry no status, and they are the client's fault.
    request.log.info({ err: error }, 'malformed upload');
    throw new AppError(400, 'files.malformed');
  }
}
