import { z } from 'zod';
import { tzOffset } from './dashboards.ts';
import { envelope, listData, pageInfo } from './envelope.ts';
import { idFilter, listQuery } from './query.ts';

/**
 * Agent scorecards (issue 10; docs/decisions/022-agent-scorecards.md): per agent company, over the
 * port calls the user may see whose ETA falls in the last `months` months. Percentages and day
 * counts are decimal strings (2 and 1 places); null where nothing could be measured.
 */

/** The longest period a scorecard covers; the trend has one row per month of it. */
export const SCORECARD_MAX_MONTHS = 24;
export const SCORECARD_DEFAULT_MONTHS = 12;
/** A PDA is "accurate" when the FDA agreed total is within this many percent of the PDA agreed total. */
export const PDA_ACCURACY_BAND_PCT = 5;

export const scorecardSortFields = [
  'agent_name',
  'calls',
  'pda_mean_abs_deviation_pct',
  'pda_within_band_pct',
  'days_to_fda',
  'query_rate_pct',
  'decline_rate_pct',
  'days_to_refund',
] as const;
export type ScorecardSortField = (typeof scorecardSortFields)[number];

export const agentScorecardQuery = listQuery(
  {
    port_id_eq: idFilter.optional(),
    agent_id_eq: idFilter.optional(),
    /** The header's legal entity (a principal's choice among those it manages). */
    legal_entity_id_eq: idFilter.optional(),
    months: z.coerce.number().int().min(1).max(SCORECARD_MAX_MONTHS).default(SCORECARD_DEFAULT_MONTHS),
    tz: tzOffset.default(0),
  },
  scorecardSortFields,
);
export type AgentScorecardQuery = z.infer<typeof agentScorecardQuery>;

const figure = z.string().nullable();

/** The figures of one agent over a set of calls (the whole period, or one month of it). */
const scorecardFigures = {
  /** Port calls appointed to the agent (not drafts, cancelled or declined appointments). */
  calls: z.number().int(),
  /** DAs whose FDA and PDA are both approved with a PDA agreed total above zero: the accuracy's base. */
  pda_compared: z.number().int(),
  /** Mean of |FDA agreed − PDA agreed| ÷ PDA agreed, in percent. */
  pda_mean_abs_deviation_pct: figure,
  /** Share of compared DAs within ±PDA_ACCURACY_BAND_PCT, in percent. */
  pda_within_band_pct: figure,
  /** Mean days from departure (time of departure, else ETD) to the first FDA submission. */
  days_to_fda: figure,
};

export const scorecardMonth = z.object({
  /** `YYYY-MM` of the calls' ETA on the user's clock. */
  month: z.string(),
  ...scorecardFigures,
});
export type ScorecardMonth = z.infer<typeof scorecardMonth>;

export const agentScorecard = z.object({
  agent_id: z.number().int(),
  agent_name: z.string(),
  ...scorecardFigures,
  /** Mean signed deviation in percent: positive when FDAs end above the PDA (under-estimated PDAs). */
  pda_mean_deviation_pct: figure,
  /** FDAs submitted: the base of the query rate and of days to FDA. */
  fda_submitted: z.number().int(),
  /** Share of submitted FDAs on which the desk raised a query, in percent. */
  query_rate_pct: figure,
  /** FDAs the principal decided (approved, or declined at least once): the base of the decline rate. */
  fda_decided: z.number().int(),
  /** Share of decided FDAs declined at least once, in percent. */
  decline_rate_pct: figure,
  /** Refunds owed by the agent (FDA below the advance received), and those confirmed received. */
  refunds: z.number().int(),
  refunds_done: z.number().int(),
  /** Mean days from the FDA's approval to the principal confirming the refund received. */
  days_to_refund: figure,
  /** One row per month of the period, oldest first, months without calls included. */
  trend: z.array(scorecardMonth),
});
export type AgentScorecard = z.infer<typeof agentScorecard>;

export const agentScorecardList = listData(agentScorecard).extend({
  /** The period: first and last month (`YYYY-MM`). */
  from: z.string(),
  to: z.string(),
  page: pageInfo,
});
export type AgentScorecardList = z.infer<typeof agentScorecardList>;
export const agentScorecardResponse = envelope(agentScorecardList);
