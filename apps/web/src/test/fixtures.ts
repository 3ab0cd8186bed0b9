import type { AgentScorecard, AgentScorecardList, UserInfo } from '@portledger/contracts';

/** A signed-in principal as GET /users/me answers it, for tests of the session and the HTTP client. */
export const testUser: UserInfo = {
  id: 7,
  name: 'principal',
  display_name: 'Olivia Chen',
  email: 'olivia@example.com',
  kind: 'principal',
  locale: 'en-US',
  entity: {
    id: 1,
    name: 'Blue Star',
    kind: 'principal',
    default_prefunding: '0.00',
    currency: 'USD',
    currency_locked: false,
  },
  managed_entities: [],
};

/** An answer of the API's envelope with this data, for tests that stub `fetch`. */
export function apiAnswer(data: unknown): Response {
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One agent's scorecard as GET /scorecards/agents answers it: 3 calls, every figure measured. */
export const scorecard = (over: Partial<AgentScorecard> = {}): AgentScorecard => ({
  agent_id: 7,
  agent_name: 'Shanghai Harbour Shipping Agency',
  calls: 3,
  pda_compared: 2,
  pda_mean_abs_deviation_pct: '6.50',
  pda_mean_deviation_pct: '-3.50',
  pda_within_band_pct: '50.00',
  days_to_fda: '15.0',
  fda_submitted: 2,
  query_rate_pct: '50.00',
  fda_decided: 2,
  decline_rate_pct: '50.00',
  refunds: 1,
  refunds_done: 1,
  days_to_refund: '4.0',
  trend: [],
  ...over,
});

/** GET /scorecards/agents's data: one page of scorecards over the twelve months to 2026-11. */
export const scorecardList = (
  objects: AgentScorecard[],
  { page = 1, perPage = 1, totalCount = objects.length } = {},
): AgentScorecardList => ({
  objects,
  page: { page, per_page: perPage, total_count: totalCount },
  from: '2025-12',
  to: '2026-11',
});
