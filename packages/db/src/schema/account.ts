import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './common.ts';
import { entities } from './entities.ts';
import { users } from './users.ts';

/**
 * A principal's agent instructions: a named set of articles the appointed agent reads on the
 * port call. Owned by the principal's company; `legal_entity_id` narrows it to the port calls of
 * one legal entity (null: every legal entity of the company).
 */
export const instructions = pgTable(
  'instructions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => entities.id),
    legalEntityId: integer('legal_entity_id').references(() => entities.id),
    name: text().notNull(),
    instructionType: varchar('instruction_type', { length: 30 }).notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    updatedById: integer('updated_by_id').references(() => users.id),
    lockVersion: integer('lock_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('instructions_company_idx').on(t.companyId, t.updatedAt),
    index('instructions_legal_entity_idx').on(t.legalEntityId),
  ],
);

export const instructionArticles = pgTable(
  'instruction_articles',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    instructionId: integer('instruction_id')
      .notNull()
      .references(() => instructions.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    title: text().notNull(),
    content: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('instruction_articles_instruction_idx').on(t.instructionId, t.position)],
);

/** Help-centre questions, written in both languages; operators edit them. */
export const faqs = pgTable(
  'faqs',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** A stable key for seeded answers, so a re-run of the seed updates instead of duplicating. */
    slug: varchar({ length: 80 }).unique(),
    category: varchar({ length: 30 }).notNull(),
    position: integer().notNull().default(0),
    questionEn: text('question_en').notNull(),
    questionZh: text('question_zh').notNull(),
    answerEn: text('answer_en').notNull(),
    answerZh: text('answer_zh').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    updatedById: integer('updated_by_id').references(() => users.id),
    lockVersion: integer('lock_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('faqs_category_idx').on(t.category, t.position)],
);
