import { customType, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './common.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files live in the database (DESIGN.md section 2): transactional with the record,
 * shared by every instance, one backup. Metadata and bytes are split so listing never reads bytes.
 */
export const files = pgTable(
  'files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    uploadedById: integer('uploaded_by_id')
      .notNull()
      .references(() => users.id),
    originalFilename: text('original_filename').notNull(),
    /** Detected from the content, never taken from the client. */
    contentType: varchar('content_type', { length: 120 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_uploaded_by_idx').on(t.uploadedById)],
);

export const fileContents = pgTable('file_contents', {
  fileId: integer('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  data: bytea().notNull(),
});

/**
 * Which record a file belongs to. Reading a file needs read access to that record; an
 * unattached file is readable by its uploader only.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** e.g. 'vessel_certificate', 'entity_logo', 'port_call', 'cost_item', 'payment' */
    recordType: varchar('record_type', { length: 40 }).notNull(),
    recordId: integer('record_id').notNull(),
    /** support_document | receipt | statement_of_fact */
    attachmentType: varchar('attachment_type', { length: 30 }).notNull().default('support_document'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_record_idx').on(t.recordType, t.recordId),
    index('attachments_file_id_idx').on(t.fileId),
  ],
);
