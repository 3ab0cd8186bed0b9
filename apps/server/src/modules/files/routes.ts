import multipart from '@fastify/multipart';
import { fileUploadResponse, idParam } from '@portledger/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses, ok } from '../../plugins/envelope.ts';
import { contentDisposition } from './file-names.ts';
import { getFileDownload } from './get-file-download.ts';
import { multipartLimits, readUpload } from './read-upload.ts';
import { uploadFile } from './upload-file.ts';

/** A downloaded file is data, never a page: no scripts, no plugins, no framing, even if opened. */
const DOWNLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export async function filesRoutes(fastify: FastifyInstance) {
  // Registered here, not app-wide: only this plugin's routes accept multipart bodies.
  await fastify.register(multipart, { limits: multipartLimits });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];

  app.post('/files', {
    schema: {
      tags,
      summary: 'Upload one file (multipart field "file", at most 20 MB; PDF, images, Office, e-mail)',
      consumes: ['multipart/form-data'],
      response: { 200: fileUploadResponse, ...errorResponses(400, 401, 413, 415) },
    },
    handler: async (request) => {
      const { data, filename } = await readUpload(request);
      const file = await uploadFile({
        db: app.database.db,
        user: currentUser(request),
        apiPrefix: app.config.apiPrefix,
        data,
        filename,
      });
      return ok(request, file, 'files.uploaded');
    },
  });

  app.get('/files/:id', {
    schema: {
      tags,
      summary: 'Download a file (its uploader, or users who may see the record it is attached to)',
      params: idParam,
      produces: ['application/octet-stream'],
      response: errorResponses(400, 401, 404),
    },
    handler: async (request, reply) => {
      const file = await getFileDownload({
        db: app.database.db,
        user: currentUser(request),
        fileId: request.params.id,
      });
      return (
        reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', contentDisposition(file.filename))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', DOWNLOAD_CSP)
          .header('Cache-Control', 'private, no-store')
          .header('ETag', `"${file.sha256}"`)
          // Raw bytes: Fastify sends Buffers as they are; the declared schemas cover the error envelopes.
          .send(file.data as never)
      );
    },
  });
}
