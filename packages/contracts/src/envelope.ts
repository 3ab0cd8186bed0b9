import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.ts';

/** Every response body is this envelope; success is code 200 (DESIGN.md section 4). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const fieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  // Loose: an error may carry facts beside the field errors (e.g. the current status on a 409).
  data: z.looseObject({ errors: z.array(fieldError).optional() }).nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** `page` starts at 1; `per_page` defaults to 10 and is capped at 100. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageInfo = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfo>;

export const listData = <T extends z.ZodType>(item: T) =>
  z.object({ objects: z.array(item), page: pageInfo });
export const objectData = <T extends z.ZodType>(item: T) => z.object({ object: item });
export const optionData = <T extends z.ZodType>(item: T) => z.object({ objects: z.array(item) });

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export type IdParam = z.infer<typeof idParam>;
