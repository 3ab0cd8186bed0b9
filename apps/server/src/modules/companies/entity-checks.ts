import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { SessionUser } from '../../types.ts';
import { attachFile } from '../files/attach-file.ts';
import { assertCountryExists, assertCurrencyExists } from './reference-checks.ts';

const { files } = schema;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Country and currency must exist; checked before anything is written. */
export async function assertEntityReferences(
  db: Db,
  input: { country_id?: number | null; currency?: string | null },
) {
  await assertCountryExists(db, input.country_id);
  await assertCurrencyExists(db, input.currency);
}

/**
 * A logo is an uploaded image, attached to the entity (so the files module lets exactly the
 * people who see the entity download it). The content type was detected from the bytes on upload.
 */
export async function attachLogo(
  db: Db,
  user: SessionUser,
  entityId: number,
  fileId: number | null | undefined,
) {
  if (fileId == null) return;
  const [file] = await db
    .select({ contentType: files.contentType })
    .from(files)
    .where(eq(files.id, fileId))
    .limit(1);
  const fail = (message: 'companies.logo.unknown' | 'companies.logo.notImage') =>
    new AppError(422, message, { errors: [{ field: 'logo_file_id', message }] });
  if (!file) throw fail('companies.logo.unknown');
  if (!IMAGE_TYPES.has(file.contentType)) throw fail('companies.logo.notImage');
  await attachFile({ db, user, fileId, recordType: 'entity', recordId: entityId, field: 'logo_file_id' });
}
