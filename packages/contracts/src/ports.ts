import { z } from 'zod';
import { envelope, listData, objectData, optionData } from './envelope.ts';
import { idFilter, listQuery, optionQuery, textFilter } from './query.ts';

/**
 * Ports (seeded from `sea-ports`, keyed by UN/LOCODE) and their terminals (maintained by operators).
 * Bilingual names (country, terminal type) come in the caller's language.
 */

export const TERMINAL_NAME_MAX = 120;
export const TERMINAL_INFORMATION_MAX = 10_000;

export const portCountry = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const terminalTypeRef = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const terminalPortRef = z.object({ id: z.number().int(), name: z.string(), unlocode: z.string() });

export const portListItem = z.object({
  id: z.number().int(),
  unlocode: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: portCountry.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** IANA time zone, e.g. 'Asia/Shanghai'. */
  timezone: z.string().nullable(),
  /** Other UN/LOCODEs the port is known by. */
  aliases: z.array(z.string()),
  terminals_count: z.number().int(),
  /** ISO timestamp; PUT /ports/{id} sends it back so a stale edit is refused. */
  updated_at: z.string(),
});
export type PortListItem = z.infer<typeof portListItem>;

export const terminalItem = z.object({
  id: z.number().int(),
  port: terminalPortRef,
  name: z.string(),
  terminal_type: terminalTypeRef.nullable(),
  /** Free text: berths, depths, restrictions, working hours. */
  information: z.string().nullable(),
  lock_version: z.number().int(),
  updated_at: z.string(),
});
export type TerminalItem = z.infer<typeof terminalItem>;

export const portDetail = portListItem.extend({ terminals: z.array(terminalItem) });
export type PortDetail = z.infer<typeof portDetail>;

export const portSortFields = ['name', 'unlocode', 'country', 'terminals_count'] as const;
export const portListQuery = listQuery(
  {
    /** Matches the name, the city or the UN/LOCODE. */
    q: textFilter.optional(),
    name_i_cont: textFilter.optional(),
    unlocode_eq: textFilter.optional(),
    country_id_eq: idFilter.optional(),
  },
  portSortFields,
);
export type PortListQuery = z.input<typeof portListQuery>;
export type ParsedPortListQuery = z.output<typeof portListQuery>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * What an operator may correct on a seeded port. The UN/LOCODE (the key other data and re-seeding
 * use) and the country (part of that code) are not editable.
 */
export const portUpdateRequest = z
  .object({
    name: z
      .string({ error: 'ports.portNameRequired' })
      .trim()
      .min(1, 'ports.portNameRequired')
      .max(120)
      .optional(),
    city: optionalText(120),
    province: optionalText(120),
    timezone: z.string().trim().max(60).refine(isTimeZone, 'ports.timezoneInvalid').nullable().optional(),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    /** The `updated_at` the editor read: a different one means someone else saved meanwhile. */
    updated_at: z.iso.datetime({ offset: true }),
  })
  .strict();
export type PortUpdateRequest = z.input<typeof portUpdateRequest>;
export type ParsedPortUpdateRequest = z.output<typeof portUpdateRequest>;

export const terminalSortFields = ['name', 'port', 'terminal_type'] as const;
export const terminalListQuery = listQuery(
  {
    port_id_eq: idFilter.optional(),
    name_i_cont: textFilter.optional(),
    terminal_type_id_eq: idFilter.optional(),
  },
  terminalSortFields,
);
export type TerminalListQuery = z.input<typeof terminalListQuery>;
export type ParsedTerminalListQuery = z.output<typeof terminalListQuery>;

// Message keys as messages: the generic label of `name` is the user name of the sign-in form.
const terminalName = z
  .string({ error: 'ports.terminalNameRequired' })
  .trim()
  .min(1, 'ports.terminalNameRequired')
  .max(TERMINAL_NAME_MAX, 'ports.terminalNameTooLong');
const terminalFields = {
  name: terminalName,
  terminal_type_id: idFilter.nullable().optional(),
  information: optionalText(TERMINAL_INFORMATION_MAX),
};

export const terminalCreateRequest = z.object({ port_id: idFilter, ...terminalFields }).strict();
export type TerminalCreateRequest = z.input<typeof terminalCreateRequest>;
export type ParsedTerminalCreateRequest = z.output<typeof terminalCreateRequest>;

/** A terminal stays in its port; `lock_version` is the one the editor read. */
export const terminalUpdateRequest = z
  .object({
    ...terminalFields,
    name: terminalName.optional(),
    lock_version: z.number().int().min(0),
  })
  .strict();
export type TerminalUpdateRequest = z.input<typeof terminalUpdateRequest>;
export type ParsedTerminalUpdateRequest = z.output<typeof terminalUpdateRequest>;

export const portOptionQuery = optionQuery({ country_id_eq: idFilter.optional() });
export type PortOptionQuery = z.input<typeof portOptionQuery>;
export type ParsedPortOptionQuery = z.output<typeof portOptionQuery>;
export const portOption = z.object({
  id: z.number().int(),
  name: z.string(),
  unlocode: z.string(),
  country_code: z.string().nullable(),
});
export type PortOption = z.infer<typeof portOption>;

export const terminalOptionQuery = optionQuery({ port_id_eq: idFilter.optional() });
export type TerminalOptionQuery = z.input<typeof terminalOptionQuery>;
export type ParsedTerminalOptionQuery = z.output<typeof terminalOptionQuery>;
export const terminalOption = z.object({ id: z.number().int(), name: z.string(), port_id: z.number().int() });
export type TerminalOption = z.infer<typeof terminalOption>;

export const portListResponse = envelope(listData(portListItem));
export const portResponse = envelope(objectData(portDetail));
export const portOptionResponse = envelope(optionData(portOption));
export const terminalListResponse = envelope(listData(terminalItem));
export const terminalResponse = envelope(objectData(terminalItem));
export const terminalOptionResponse = envelope(optionData(terminalOption));
