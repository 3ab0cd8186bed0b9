import type { DaCostLine, DaDetail } from '@portledger/contracts';

/** Test data: a DA as GET /das/{id} answers it, two categories, lines built by `lineOf`. */
const nulls = {
  pda_quoted_price: null,
  pda_screened_price: null,
  pda_agreed_price: null,
  fda_quoted_price: null,
  fda_screened_price: null,
  fda_agreed_price: null,
};

/**
 * A line of the DA (category 1, agency remuneration, for line 1; 2, port costs, for the others,
 * unless `category_id` is given); no prices unless given.
 */
export const lineOf = (id: number, name: string, prices: Partial<DaCostLine> = {}): DaCostLine =>
  ({
    id,
    cost_item: { id: 100 + id, code: `I${id}`, name },
    category_id: id === 1 ? 1 : 2,
    ...nulls,
    pda_savings: null,
    fda_savings: null,
    fda_variance_reason: null,
    pda_screening_reason: null,
    fda_screening_reason: null,
    comments: [],
    receipts: [],
    ...prices,
  }) as DaCostLine;

export function daFixture(extra: Partial<DaDetail>): DaDetail {
  const totals = {
    quoted: '0',
    screened: null,
    agreed: null,
    savings: null,
    agency_remuneration: '0',
    port_costs: '0',
  };
  return {
    id: 1,
    port_call_id: 9,
    ref_no: 'PL-2026-000009',
    status: 'fda_under_approval',
    status_label: 'FDA Under Approval',
    lock_version: 4,
    currency: 'USD',
    principal_currency: 'CNY',
    exchange_rate: '7.10000000',
    exchange_rate_on: '2026-11-01',
    agent_exchange_rate: null,
    pda_exchange_rate: '7.10000000',
    variance_reason_percent: '10.00',
    prefunding_default_percent: '80.00',
    prefunding_requested_percent: null,
    prefunding_agreed_percent: null,
    prefunding_amount: null,
    pda: totals,
    fda: totals,
    pda_screening_summary: null,
    fda_screening_summary: null,
    fda_query: null,
    fda_query_answer: null,
    fda_decline_reason: null,
    categories: [
      {
        id: 1,
        code: 'AG',
        name: 'Agency',
        grouping: 'agency_remuneration',
        pda_quoted_subtotal: '0',
        fda_quoted_subtotal: '0',
      },
      {
        id: 2,
        code: 'PC',
        name: 'Port',
        grouping: 'port_costs',
        pda_quoted_subtotal: '0',
        fda_quoted_subtotal: '0',
      },
    ],
    lines: [],
    actions: [],
    ...extra,
  } as DaDetail;
}
