import { fileDownloadPath, type UploadedFile } from '@portledger/contracts';
import type { schema } from '@portledger/db';

/** A file row as the API shows it; other modules use this to embed attachments in their records. */
export function toUploadedFile(
  row: Pick<typeof schema.files.$inferSelect, 'id' | 'originalFilename' | 'contentType' | 'byteSize'>,
  apiPrefix: string,
): UploadedFile {
  return {
    id: row.id,
    file_url: `${apiPrefix}${fileDownloadPath(row.id)}`,
    original_filename: row.originalFilename,
    content_type: row.contentType,
    byte_size: row.byteSize,
  };
}
