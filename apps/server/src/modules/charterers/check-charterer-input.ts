import type { ChartererCreateInput, FieldError } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { visibleEntityScope } from '../../plugins/access.ts';
import type { SessionUser } from '../../types.ts';

const { charterers, countries, entities } = schema;

/**
 * The rules a charterer write must meet beyond its shape: the entity is one of the user's own,
 * the country exists, and the name is unique (case-insensitively) within the entity. Run inside
 * the write's transaction: the entity row is locked so two concurrent writes cannot both pass
 * the name check. Every broken rule is reported at once, as field errors (422).
 */
export async function checkChartererInput({
  tx,
  user,
  input,
  excludeId,
}: {
  tx: Db;
  user: SessionUser;
  input: ChartererCreateInput;
  /** The charterer being edited, which may keep its own name. */
  excludeId?: number;
}): Promise<void> {
  const errors: FieldError[] = [];
  const scope = visibleEntityScope(user);
  const [entity] =
    scope.all || scope.entityIds.includes(input.entity_id)
      ? await tx
          .select({ id: entities.id })
          .from(entities)
          .where(eq(entities.id, input.entity_id))
          .for('update')
      : [];
  if (!entity) errors.push({ field: 'entity_id', message: 'charterers.entity.notAllowed' });

  if (input.country_id != null) {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.country_id))
      .limit(1);
    if (!country) errors.push({ field: 'country_id', message: 'charterers.country.unknown' });
  }

  if (entity) {
    const [duplicate] = await tx
      .select({ id: charterers.id })
      .from(charterers)
      .where(
        and(
          eq(charterers.entityId, input.entity_id),
          eq(sql`lower(${charterers.name})`, input.name.toLowerCase()),
          excludeId === undefined ? undefined : ne(charterers.id, excludeId),
        ),
      )
      .limit(1);
    if (duplicate) errors.push({ field: 'name', message: 'charterers.name.taken' });
  }

  if (errors.length > 0) throw new AppError(422, 'validation.failed', { errors });
}

/** The columns a create or update writes. */
export function chartererColumns(input: ChartererCreateInput) {
  return {
    entityId: input.entity_id,
    name: input.name,
    countryId: input.country_id ?? null,
    address: input.address,
    contactName: input.contact_name,
    email: input.email,
    phone: input.phone,
    remarks: input.remarks,
  };
}
