import { z } from 'zod';
import { pageQuery } from './envelope.ts';

/**
 * Query strings of lists and options (DESIGN.md section 4). Filters are ransack-style predicates
 * on whitelisted fields; the objects are strict, so an unknown filter or sort field is a 400.
 */

/** `?x_eq=3`: a positive database id. */
export const idFilter = z.coerce.number().int().positive().max(2_147_483_647);
/** `?name_i_cont=har`: a case-insensitive substring; empty means no filter. */
export const textFilter = z.string().trim().max(200);
/** `?x_in[]=1&x_in[]=2` (or a single value): a list of ids. */
export const idListFilter = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z.array(idFilter).max(100),
);
/** `?x_in[]=a&x_in[]=b` of one enum. */
export const enumListFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(z.enum(values)).max(50));
/** `?flag=true|false`. */
export const booleanFilter = z.enum(['true', 'false']).transform((value) => value === 'true');
/** `?x_gteq=2026-01-31`. */
export const dateFilter = z.iso.date();

/** `sort=name` or `sort=-name` over the given fields. */
export const sortParam = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.enum([...fields, ...fields.map((field) => `-${field}`)] as [string, ...string[]]);

/** A paged, sortable, filtered list query that rejects unknown keys. */
export const listQuery = <S extends z.ZodRawShape, const F extends readonly [string, ...string[]]>(
  filters: S,
  sortFields: F,
) => z.object({ ...pageQuery.shape, ...filters, sort: sortParam(sortFields).optional() }).strict();

/** An `/option` query: always searchable by `name_i_cont`, never paged (at most OPTION_LIMIT rows). */
export const optionQuery = <S extends z.ZodRawShape>(filters: S = {} as S) =>
  z.object({ name_i_cont: textFilter.optional(), ...filters }).strict();

export const OPTION_LIMIT = 50;

/** The common shape of an option row; endpoints may add fields. */
export const optionItem = z.object({ id: z.number().int(), name: z.string() });
export type OptionItem = z.infer<typeof optionItem>;
