import type { FieldError, InstructionArticleInput } from '@portledger/contracts';
import { type AuditChange, type Db, schema } from '@portledger/db';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';

const { instructionArticles } = schema;
type Article = { id: number; title: string; content: string; position: number };
type Planned = { id?: number; title: string; content: string };

/**
 * Rails nested-attributes semantics for `articles_attributes`: no id adds an article, an id
 * changes that article, `_destroy` removes it; an id of another set (or named twice) is a 422.
 * Articles the request does not name stay, first, in their order; the named ones follow in the
 * order given (an editor that sends every article therefore sets the whole order).
 * Everything is checked before anything is written; the caller's transaction makes it atomic.
 */
export async function applyArticles({
  tx,
  instructionId,
  entries,
}: {
  tx: Db;
  instructionId: number;
  entries: InstructionArticleInput[];
}): Promise<AuditChange[]> {
  const existing: Article[] = await tx
    .select({
      id: instructionArticles.id,
      title: instructionArticles.title,
      content: instructionArticles.content,
      position: instructionArticles.position,
    })
    .from(instructionArticles)
    .where(eq(instructionArticles.instructionId, instructionId))
    .orderBy(asc(instructionArticles.position), asc(instructionArticles.id));
  const byId = new Map(existing.map((article) => [article.id, article]));

  const errors: FieldError[] = [];
  const named = new Set<number>();
  entries.forEach((entry, index) => {
    if (entry.id === undefined) return;
    const field = `articles_attributes.${index}.id`;
    if (!byId.has(entry.id)) errors.push({ field, message: 'account.article.notFound' });
    else if (named.has(entry.id)) errors.push({ field, message: 'account.article.duplicate' });
    named.add(entry.id);
  });
  if (errors.length > 0) throw new AppError(422, 'validation.failed', { errors });

  const destroyed = entries.filter((e) => e._destroy && e.id !== undefined).map((e) => byId.get(e.id!)!);
  const planned: Planned[] = [
    ...existing.filter((article) => !named.has(article.id)),
    ...entries
      .filter((entry) => !entry._destroy)
      .map((entry) => {
        const current = entry.id === undefined ? undefined : byId.get(entry.id);
        return {
          id: entry.id,
          title: entry.title ?? current!.title,
          content: entry.content ?? current!.content,
        };
      }),
  ];
  if (planned.length === 0) {
    throw new AppError(422, 'validation.failed', {
      errors: [{ field: 'articles_attributes', message: 'account.instruction.articlesRequired' }],
    });
  }

  if (destroyed.length > 0) {
    await tx.delete(instructionArticles).where(
      inArray(
        instructionArticles.id,
        destroyed.map((article) => article.id),
      ),
    );
  }
  const changed = planned
    .map((article, position) => ({ ...article, position }))
    .filter((article) => {
      if (article.id === undefined) return false;
      const before = byId.get(article.id)!;
      return (
        before.title !== article.title ||
        before.content !== article.content ||
        before.position !== article.position
      );
    });
  if (changed.length > 0) {
    // One statement for every changed article instead of one UPDATE each.
    const values = sql.join(
      changed.map((a) => sql`(${a.id}::int, ${a.title}::text, ${a.content}::text, ${a.position}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${instructionArticles} as a
         set title = v.title, content = v.content, position = v.position, updated_at = now()
        from (values ${values}) as v(id, title, content, position)
       where a.id = v.id and a.instruction_id = ${instructionId}`);
  }
  const added = planned
    .map((article, position) => ({ ...article, position }))
    .filter((article) => article.id === undefined);
  if (added.length > 0) {
    await tx
      .insert(instructionArticles)
      .values(
        added.map((a) => ({ instructionId, title: a.title, content: a.content, position: a.position })),
      );
  }
  return articleChanges(existing, planned, destroyed);
}

const text = (article: { title: string; content: string }) => ({
  title: article.title,
  content: article.content,
});

/** Field-level before/after for the audit trail: added, changed, removed articles and a new order. */
function articleChanges(existing: Article[], planned: Planned[], destroyed: Article[]): AuditChange[] {
  const changes: AuditChange[] = [];
  const byId = new Map(existing.map((article) => [article.id, article]));
  for (const article of planned) {
    const before = article.id === undefined ? undefined : byId.get(article.id);
    if (!before) changes.push({ field: 'article', before: null, after: text(article) });
    else if (before.title !== article.title || before.content !== article.content)
      changes.push({ field: 'article', before: text(before), after: text(article) });
  }
  for (const article of destroyed) changes.push({ field: 'article', before: text(article), after: null });
  const kept = existing.filter((article) => !destroyed.includes(article)).map((article) => article.id);
  const order = planned.filter((article) => article.id !== undefined).map((article) => article.id);
  if (kept.join() !== order.join()) {
    changes.push({
      field: 'article_order',
      before: existing.map((article) => article.title),
      after: planned.map((article) => article.title),
    });
  }
  return changes;
}
