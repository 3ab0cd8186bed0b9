import type { DaAction, PriceKey } from '@portledger/contracts';

/**
 * What each DA action may change (issue 5: editing rights follow the state). The agent quotes while
 * creating, the operator screens while screening, the principal agrees while approving; anything
 * else in a body is refused (403) and nothing is written.
 */
export interface LineRule {
  /** The one price key this action may set on lines, if any. */
  price: PriceKey | null;
  /** May add lines (new catalogue items) and delete them. */
  editsLines: boolean;
  /** DA-level keys this action accepts. */
  fields: readonly string[];
  /** The one reason key it may set on lines (issue 10), if any. */
  reason?: LineReasonKey;
}

export type LineReasonKey = 'fda_variance_reason' | 'pda_screening_reason' | 'fda_screening_reason';
export const lineReasonKeys = [
  'fda_variance_reason',
  'pda_screening_reason',
  'fda_screening_reason',
] as const;

export const lineRules: Record<DaAction, LineRule> = {
  pda_draft: {
    price: 'pda_quoted_price',
    editsLines: true,
    fields: ['currency', 'prefunding_requested_percent', 'exchange_rate'],
  },
  pda_submit: {
    price: 'pda_quoted_price',
    editsLines: true,
    fields: ['currency', 'prefunding_requested_percent', 'exchange_rate'],
  },
  pda_start_screening: { price: null, editsLines: false, fields: [] },
  pda_submit_screening: {
    price: 'pda_screened_price',
    editsLines: false,
    fields: ['screening_summary'],
    reason: 'pda_screening_reason',
  },
  pda_start_approval: { price: null, editsLines: false, fields: [] },
  pda_approve: { price: 'pda_agreed_price', editsLines: false, fields: ['prefunding_agreed_percent'] },
  fda_draft: {
    price: 'fda_quoted_price',
    editsLines: true,
    fields: ['exchange_rate'],
    reason: 'fda_variance_reason',
  },
  fda_submit: {
    price: 'fda_quoted_price',
    editsLines: true,
    fields: ['exchange_rate'],
    reason: 'fda_variance_reason',
  },
  fda_start_screening: { price: null, editsLines: false, fields: [] },
  fda_raise_query: { price: null, editsLines: false, fields: ['query'] },
  fda_answer_query: { price: null, editsLines: false, fields: ['answer'] },
  fda_submit_screening: {
    price: 'fda_screened_price',
    editsLines: false,
    fields: ['screening_summary'],
    reason: 'fda_screening_reason',
  },
  fda_start_approval: { price: null, editsLines: false, fields: [] },
  fda_approve: { price: 'fda_agreed_price', editsLines: false, fields: [] },
  fda_decline: { price: null, editsLines: false, fields: ['decline_reason'] },
};
