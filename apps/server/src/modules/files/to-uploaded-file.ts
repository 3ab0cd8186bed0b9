import { fileDownloadPath, type UploadedFile } from '@portledger/contracts';
import type { schema } from '@portledger/db';

type FileRow = typeof schema.files.$inferSelect;

/** A file as a link: its id, download URL and name (a payment's documents show only these). */
export function toFileLink(
  row: Pick<FileRow, 'id' | 'originalFilename'>,
  apiPrefix: string,
): Pick<UploadedFile, 'id' | 'file_url' | 'original_filename'> {
  return {
    id: row.id,
    file_url: `${apiPrefix}${fileDownloadPath(row.id)}`,
    original_filename: row.originalFilename,
  };
}

/** A file row as the API shows it; other modules use this to embed attachments in their records. */
export function toUploadedFile(
  row: Pick<FileRow, 'id' | 'originalFilename' | 'contentType' | 'byteSize'>,
  apiPrefix: string,
): UploadedFile {
  return { ...toFileLink(row, apiPrefix), content_type: row.contentType, byte_size: row.byteSize };
}
