import { z } from 'zod';
import { decimal2 } from './auth.ts';
import { envelope, listData, objectData } from './envelope.ts';
import { formatCents, toCents } from './money.ts';
import { businessArea, businessAreas } from './notifications.ts';
import { idFilter, listQuery, textFilter } from './query.ts';

/** My Account (issue 7): the principal's preferences and its agent instructions. */

type Bilingual = { 'en-US': string; 'zh-CN': string };
const id = z.number().int();
const dbId = z.number().int().positive().max(2_147_483_647);
const reference = z.object({ id, name: z.string() });

// ---------------------------------------------------------------- agent instructions

export const instructionTypes = ['general', 'port_call', 'pda', 'fda', 'payment', 'cargo', 'crew'] as const;
export const instructionType = z.enum(instructionTypes);
export type InstructionType = z.infer<typeof instructionType>;

/** One list of labels for the server (audit, options) and the web (forms, tags). */
export const instructionTypeLabels: Record<InstructionType, Bilingual> = {
  general: { 'en-US': 'General', 'zh-CN': '通用' },
  port_call: { 'en-US': 'Port call', 'zh-CN': '船舶挂靠' },
  pda: { 'en-US': 'PDA', 'zh-CN': '预估使费账单 (PDA)' },
  fda: { 'en-US': 'FDA', 'zh-CN': '最终使费账单 (FDA)' },
  payment: { 'en-US': 'Payments', 'zh-CN': '付款' },
  cargo: { 'en-US': 'Cargo operations', 'zh-CN': '货物作业' },
  crew: { 'en-US': 'Crew matters', 'zh-CN': '船员事务' },
};

/** Field limits, shared by the server's validation and the editor's rules. */
export const instructionLimits = { name: 200, title: 200, content: 10_000, articles: 100 } as const;

/**
 * One entry of `articles_attributes` (Rails nested attributes): without `id` a new article, with
 * `id` a change of that article, with `_destroy: true` its removal (then title and content may be
 * left out). The order of the entries is the order of the articles.
 */
export const instructionArticleInput = z
  .object({
    id: dbId.optional(),
    title: z
      .string({ error: 'account.article.titleRequired' })
      .trim()
      .max(instructionLimits.title, 'account.article.titleTooLong')
      .optional(),
    content: z
      .string({ error: 'account.article.contentRequired' })
      .trim()
      .max(instructionLimits.content, 'account.article.contentTooLong')
      .optional(),
    _destroy: z.boolean().optional(),
  })
  .strict()
  .superRefine((article, ctx) => {
    if (article._destroy) return;
    if (!article.title)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'account.article.titleRequired' });
    if (!article.content)
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'account.article.contentRequired' });
  });
export type InstructionArticleInput = z.infer<typeof instructionArticleInput>;

const instructionFields = {
  name: z
    .string({ error: 'account.instruction.nameRequired' })
    .trim()
    .min(1, 'account.instruction.nameRequired')
    .max(instructionLimits.name, 'account.instruction.nameTooLong'),
  instruction_type: instructionType,
  /** Only the port calls of this legal entity; null or absent: every legal entity of the company. */
  legal_entity_id: dbId.nullish(),
  articles_attributes: z
    .array(instructionArticleInput)
    .max(instructionLimits.articles, 'account.instruction.tooManyArticles'),
};

export const instructionCreateRequest = z.object(instructionFields).strict();
export type InstructionCreateRequest = z.input<typeof instructionCreateRequest>;
export type InstructionCreateInput = z.output<typeof instructionCreateRequest>;

/**
 * A PUT carries the lock_version it was based on (stale: 409). `legal_entity_id` absent keeps the
 * current one (null: every entity); articles not named in `articles_attributes` stay as they are.
 */
export const instructionUpdateRequest = z
  .object({
    ...instructionFields,
    articles_attributes: instructionFields.articles_attributes.optional(),
    lock_version: z.number().int().min(0),
  })
  .strict();
export type InstructionUpdateRequest = z.input<typeof instructionUpdateRequest>;
export type InstructionUpdateInput = z.output<typeof instructionUpdateRequest>;

/** `DELETE /instructions/{id}?lock_version=3`: with it, a stale delete answers 409. */
export const instructionDeleteQuery = z
  .object({ lock_version: z.coerce.number().int().min(0).optional() })
  .strict();

export const instructionArticle = z.object({
  id,
  position: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export type InstructionArticle = z.infer<typeof instructionArticle>;

/** A row of the instructions list. */
export const instructionItem = z.object({
  id,
  name: z.string(),
  instruction_type: instructionType,
  legal_entity: reference.nullable(),
  articles_count: z.number().int(),
  updated_at: z.string(),
  updated_by: reference.nullable(),
});
export type InstructionItem = z.infer<typeof instructionItem>;

/** One instruction set with its articles, in order, as the editor loads it. */
export const instructionDetail = instructionItem.extend({
  articles: z.array(instructionArticle),
  lock_version: z.number().int(),
  created_at: z.string(),
  created_by: reference.nullable(),
});
export type InstructionDetail = z.infer<typeof instructionDetail>;

export const instructionSortFields = ['name', 'instruction_type', 'updated_at'] as const;
export const instructionListQuery = listQuery(
  {
    name_i_cont: textFilter.optional(),
    instruction_type_eq: instructionType.optional(),
    legal_entity_id_eq: idFilter.optional(),
  },
  instructionSortFields,
);
export type InstructionListQuery = z.output<typeof instructionListQuery>;

export const instructionListResponse = envelope(listData(instructionItem));
export const instructionResponse = envelope(objectData(instructionDetail));
export const instructionDeleteResponse = envelope(z.object({ id }));

/** What the agent reads on the port call: the sets that apply to its legal entity, with articles. */
export const portCallInstruction = instructionItem.omit({ updated_by: true }).extend({
  articles: z.array(instructionArticle),
});
export type PortCallInstruction = z.infer<typeof portCallInstruction>;
export const portCallInstructionsResponse = envelope(
  z.object({ principal: reference, objects: z.array(portCallInstruction) }),
);

// ---------------------------------------------------------------- preferences

/** The business areas (SPEC.md section 3) whose notifications a user may also get by e-mail. */
export const emailAreas = businessAreas;
export type EmailArea = (typeof businessAreas)[number];

/**
 * The principal's preferences: its company's default prefunding and currency (shared by every
 * user of the company, guarded by the company entity's lock_version) and the signed-in user's
 * own choice of notifications also sent by e-mail.
 */
export const preferences = z.object({
  company: reference,
  default_prefunding: decimal2,
  currency: z.string().nullable(),
  currency_locked: z.boolean(),
  lock_version: z.number().int(),
  email: z.string(),
  email_areas: z.array(businessArea),
});
export type Preferences = z.infer<typeof preferences>;

export const preferencesUpdateRequest = z
  .object({
    lock_version: z.number().int().min(0),
    /** 0 to 100, at most two decimals ("80", "62.5", 75). */
    default_prefunding: z
      .union([z.string().trim(), z.number()], { error: 'account.preferences.prefundingInvalid' })
      .refine(
        (value) => /^\d{1,3}(\.\d{1,2})?$/.test(String(value)) && Number(value) <= 100,
        'account.preferences.prefundingInvalid',
      )
      .transform((value) => formatCents(toCents(value))),
    currency: z
      .string({ error: 'account.preferences.currencyRequired' })
      .trim()
      .regex(/^[A-Z]{3}$/, 'account.preferences.currencyUnknown'),
    currency_locked: z.boolean(),
    email_areas: z
      .array(businessArea)
      .max(10)
      .transform((areas) => [...new Set(areas)]),
  })
  .strict();
export type PreferencesUpdateRequest = z.input<typeof preferencesUpdateRequest>;
export type PreferencesUpdateInput = z.output<typeof preferencesUpdateRequest>;

export const preferencesResponse = envelope(objectData(preferences));

/** A legal entity the user manages (Entity Access tab). */
export const managedEntity = z.object({
  id,
  name: z.string(),
  currency: z.string().nullable(),
  commercial_reg_no: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** Port calls of this entity that are not completed, cancelled or declined. */
  open_port_calls: z.number().int(),
});
export type ManagedEntity = z.infer<typeof managedEntity>;
export const managedEntitiesResponse = envelope(
  z.object({
    company: reference,
    default_prefunding: decimal2,
    currency: z.string().nullable(),
    objects: z.array(managedEntity),
  }),
);
