import { type FieldError, type VesselFieldName, vesselFieldNames } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { MessageKey } from '../../i18n/index.ts';

const { countries, vessels, vesselTypes } = schema;

type VesselInsert = typeof vessels.$inferInsert;
const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The columns a vessel write sets: API names map one to one onto the schema's camelCase keys.
 * Absent fields are left out (PUT keeps them); null clears.
 */
export function toVesselColumns(input: Partial<Record<VesselFieldName, unknown>>): Partial<VesselInsert> {
  const columns: Record<string, unknown> = {};
  for (const field of vesselFieldNames) {
    if (input[field] !== undefined) columns[camel(field)] = input[field];
  }
  return columns as Partial<VesselInsert>;
}

/** A flag or vessel type that does not exist is a field error, not a foreign-key 500. */
export async function assertVesselReferences(
  db: Db,
  input: { flag_country_id?: number | null; vessel_type_id?: number | null },
): Promise<void> {
  const [flag, type] = await Promise.all([
    input.flag_country_id
      ? db
          .select({ id: countries.id })
          .from(countries)
          .where(eq(countries.id, input.flag_country_id))
          .limit(1)
      : [{ id: 0 }],
    input.vessel_type_id
      ? db
          .select({ id: vesselTypes.id })
          .from(vesselTypes)
          .where(eq(vesselTypes.id, input.vessel_type_id))
          .limit(1)
      : [{ id: 0 }],
  ]);
  const errors: FieldError[] = [];
  if (flag.length === 0) errors.push({ field: 'flag_country_id', message: 'vessels.flagUnknown' });
  if (type.length === 0) errors.push({ field: 'vessel_type_id', message: 'vessels.vesselTypeUnknown' });
  if (errors.length > 0) throw new AppError(422, 'validation.failed', { errors });
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/**
 * Runs a write whose unique index may refuse it (also when two operators save at once) and turns
 * the violation into a 409 with a field error instead of a 500.
 */
export async function withUniqueField<T>(
  field: string,
  messageKey: MessageKey,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError(409, messageKey, { errors: [{ field, message: messageKey }] });
  }
}
