import type { UserKind } from '@portledger/contracts';
import { type Db, hashPassword, schema } from '@portledger/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

const { users, entities, userManagedEntities } = schema;

export interface CreateUserInput {
  name: string;
  kind: UserKind;
  /** Company entity id, or its exact name. */
  entity: string;
  displayName?: string;
  email?: string;
  password: string;
}

export class CreateUserError extends Error {}

/**
 * Creates a user in a company of the same kind (used by the `npm run user` CLI). A principal
 * manages the company's legal entities from the start. An unknown company name creates the company.
 */
export async function createUser({ db, input }: { db: Db; input: CreateUserInput }) {
  const isId = /^\d+$/.test(input.entity);
  const byId = isId ? eq(entities.id, Number(input.entity)) : eq(entities.name, input.entity);
  const [existing] = await db
    .select()
    .from(entities)
    .where(and(byId, isNull(entities.parentId)))
    .limit(1);
  if (!existing && isId) throw new CreateUserError(`No company entity #${input.entity}.`);
  if (existing && existing.kind !== input.kind) {
    throw new CreateUserError(
      `"${existing.name}" is a ${existing.kind} company; a ${input.kind} cannot belong to it.`,
    );
  }
  const email = input.email ?? `${input.name.toLowerCase()}@users.portledger.local`;
  const [clash] = await db
    .select({ name: users.name })
    .from(users)
    .where(
      sql`lower(${users.name}) = ${input.name.toLowerCase()} or lower(${users.email}) = ${email.toLowerCase()}`,
    )
    .limit(1);
  if (clash) throw new CreateUserError(`User name or email already in use (by "${clash.name}").`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // A production database starts empty (SEED_DEMO=false): the first user brings its company.
    const company =
      existing ??
      (await tx.insert(entities).values({ kind: input.kind, name: input.entity }).returning())[0]!;
    const [user] = await tx
      .insert(users)
      .values({
        name: input.name,
        displayName: input.displayName ?? input.name,
        email,
        kind: input.kind,
        entityId: company.id,
        passwordHash,
      })
      .returning({ id: users.id, name: users.name, email: users.email, kind: users.kind });
    if (input.kind === 'principal') {
      const legal = await tx
        .select({ id: entities.id })
        .from(entities)
        .where(eq(entities.parentId, company.id));
      if (legal.length > 0) {
        await tx.insert(userManagedEntities).values(legal.map((e) => ({ userId: user!.id, entityId: e.id })));
      }
    }
    return { ...user!, entity: company.name, isNewCompany: !existing };
  });
}
