import { z } from 'zod';
import { envelope } from './envelope.ts';

/** Files are uploaded one per request (multipart field `file`) and limited to 20 MB. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const FILE_FIELD = 'file';
/** Longest stored file name, in characters; longer names are shortened keeping the extension. */
export const MAX_FILENAME_LENGTH = 200;

/** What a file is to the record it is attached to (SPEC.md section 3 'Attachment/file'). */
export const attachmentTypes = ['support_document', 'receipt', 'statement_of_fact'] as const;
export const attachmentType = z.enum(attachmentTypes);
export type AttachmentType = z.infer<typeof attachmentType>;

/**
 * The content types accepted, as detected from the bytes (never from the client):
 * PDF, images, Office documents (OOXML and legacy), e-mail.
 */
export const acceptedFileTypes = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.ms-outlook': 'msg',
  'message/rfc822': 'eml',
} as const;
export type AcceptedContentType = keyof typeof acceptedFileTypes;

/** For the file picker's `accept` and the size/type hint; the server still checks the content. */
export const ACCEPTED_FILE_EXTENSIONS = [...Object.values(acceptedFileTypes), 'jpeg', 'tiff'].map(
  (ext) => `.${ext}`,
);

/** An uploaded file as every API shows it; `file_url` downloads it (with the Authorization header). */
export const uploadedFile = z.object({
  id: z.number().int(),
  file_url: z.string(),
  original_filename: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** `POST /files` answers the stored file's metadata. */
export const fileUploadResponse = envelope(uploadedFile);
export type FileUploadResponse = z.infer<typeof fileUploadResponse>;

/** A reference to an uploaded file in a write body (`logo_file_id`, `attachment_file_id`, ...). */
export const fileId = z.number().int().positive().max(2_147_483_647);

/** The path of a file's download, relative to the API prefix. */
export const fileDownloadPath = (id: number) => `/files/${id}`;
