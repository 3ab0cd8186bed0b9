import { DEMO_PASSWORD } from '@portledger/db';
import type { RouteKey } from '../src/plugins/route-access.ts';
import type { MatrixUser, MatrixWorld } from './authorization-fixtures.ts';

/**
 * How the matrix calls a route. Writes send a body that passes validation and then stops at a
 * stale `lock_version` (409) or the record's status (409): authorization is answered before
 * either, so an own object answers 409 with nothing written and a foreign one 404.
 */
export interface Sample {
  body?: unknown;
  query?: string;
  /** A PDF upload as multipart/form-data. */
  upload?: boolean;
  /** The call ends its session: it gets a session of its own. */
  freshSession?: boolean;
  /** A never-ending event stream: only the status is read. */
  stream?: boolean;
  /** The object travels in the body, not the path: the foreign case applies too. */
  objectInBody?: boolean;
}
export interface SampleContext {
  user: MatrixUser;
  /** The object of the case (the route's scope), when it has one. */
  id?: number;
  x: MatrixWorld;
}
/** null: the case has no such object (e.g. a draft DA has no cost line to comment on). */
type SampleOf = (c: SampleContext) => Sample | null;

const STALE = 2_000_000_000;
const stale = () => ({ body: { lock_version: STALE } });
const empty = () => ({ body: {} });
const sideOfDa = ({ id, x }: SampleContext) => Object.values(x.sides).find((side) => side.da === id);
const instructions = (payment: 'advance' | 'balance') => (c: SampleContext) => {
  const side = sideOfDa(c);
  if (!side) return null;
  const body = { lock_version: STALE, payment_id: side[payment], bank_account_id: 1, payment_mode: 'swift' };
  return { body: { ...body, due_on: '2099-12-31' } };
};

/** Every write route needs one (the test fails without); reads only when they need a query. */
export const samples: Partial<Record<RouteKey, SampleOf>> = {
  'POST /users/name_login': ({ user }) => ({ body: { name: user, password: DEMO_PASSWORD } }),
  'POST /users/send_reset': ({ user }) => ({ body: { name: user } }),
  'POST /users/reset': () => ({
    body: { token: 'matrix-not-a-token', password: 'Matrix#2026-x', password_confirmation: 'Matrix#2026-x' },
  }),
  'POST /users/logout': () => ({ freshSession: true }),
  'PUT /users/:id': empty,
  'POST /users/:id/end_sessions': () => ({}),
  'POST /users/:id/disable': stale,
  'POST /users/:id/enable': stale,
  'GET /notifications/stream': () => ({ stream: true }),
  'POST /notifications/set_read_all': () => ({}),
  'POST /notifications/:id/set_read': () => ({}),
  'GET /exchange_rates': ({ x }) => ({
    query: `from_currency_id_eq=${x.currencies[0]}&to_currency_id_eq=${x.currencies[1]}`,
  }),
  'POST /exchange_rates': empty,
  'POST /vessels': empty,
  'PUT /vessels/:id': stale,
  'POST /vessels/:id/certificates': empty,
  'PUT /vessels/:id/certificates/:certificateId': empty,
  'DELETE /vessels/:id/certificates/:certificateId': () => ({}),
  'PUT /ports/:id': () => ({ body: { updated_at: '2000-01-01T00:00:00Z' } }),
  'POST /terminals': empty,
  'PUT /terminals/:id': stale,
  'POST /faqs': empty,
  'PUT /faqs/:id': empty,
  'DELETE /faqs/:id': () => ({ query: `lock_version=${STALE}` }),

  'POST /port_calls': empty,
  'PUT /port_calls/:id': stale,
  'POST /port_calls/:id/draft': stale,
  'POST /port_calls/:id/submit': stale,
  'POST /port_calls/:id/accept': stale,
  'POST /port_calls/:id/cancel': () => ({ body: { lock_version: STALE, reason: 'matrix' } }),
  'POST /port_calls/:id/decline': () => ({ body: { lock_version: STALE, reason: 'matrix' } }),
  'POST /das/:id/pda_draft': stale,
  'POST /das/:id/pda_submit': stale,
  'POST /das/:id/pda_start_screening': stale,
  'POST /das/:id/pda_submit_screening': stale,
  'POST /das/:id/pda_start_approval': stale,
  'POST /das/:id/pda_approve': stale,
  'POST /das/:id/fda_draft': stale,
  'POST /das/:id/fda_submit': stale,
  'POST /das/:id/fda_start_screening': stale,
  'POST /das/:id/fda_raise_query': stale,
  'POST /das/:id/fda_answer_query': stale,
  'POST /das/:id/fda_submit_screening': stale,
  'POST /das/:id/fda_start_approval': stale,
  'POST /das/:id/fda_approve': stale,
  'POST /das/:id/fda_decline': stale,
  'POST /das/:id/pda_submit_payment_instructions': instructions('advance'),
  'POST /das/:id/fda_submit_payment_instructions': instructions('balance'),
  'POST /comments': (c) => {
    const side = sideOfDa(c);
    if (!side) return null;
    return { objectInBody: true, body: { cost_line_id: side.line, document: 'pda', content: 'matrix' } };
  },
  'POST /payments/:id/check': stale,
  'POST /payments/:id/revoke': stale,
  'POST /payments/:id/submit': () => ({
    body: { lock_version: STALE, transferred_on: '2026-11-25', transferred_amount: '1.00' },
  }),
  'POST /payments/:id/confirm_receipt': stale,

  'PUT /preferences': () => ({
    body: { lock_version: STALE, default_prefunding: '10', currency: 'USD', currency_locked: false },
  }),
  'POST /instructions': empty,
  'PUT /instructions/:id': () => ({
    body: { lock_version: STALE, name: 'matrix', instruction_type: 'general' },
  }),
  'DELETE /instructions/:id': () => ({ query: `lock_version=${STALE}` }),
  'POST /entities': empty,
  'PUT /entities/:id': stale,
  'POST /bank_accounts': empty,
  'PUT /bank_accounts/:id': stale,
  'POST /charterers': empty,
  'PUT /charterers/:id': () => ({ body: { lock_version: STALE, entity_id: 1, name: 'matrix' } }),
  'POST /files': () => ({ upload: true }),
  'PUT /screening_settings': () => ({
    body: {
      lock_version: STALE,
      tariff_deviation_percent: '30',
      min_samples: 5,
      fda_over_pda_percent: '10',
      variance_reason_percent: '10',
      exchange_rate_deviation_percent: '2',
      receipt_required_above_usd: '500',
    },
  }),
};
