import { transitionOf, type UserKind, type WorkflowAction } from '@portledger/contracts';

/**
 * The authorization matrix (issue 9): for every route of the API, who may call it and how the
 * object it touches is limited to the caller. `plugins/route-guard.ts` refuses to build the app
 * when a route has no entry here and enforces `callers` (401 / 403) before anything else runs;
 * the use cases enforce `scope` (another company's object answers 404, as if it did not exist).
 * `test/authorization-matrix.test.ts` calls every route as every kind of user on own and foreign
 * objects and checks the answers against this table. See docs/decisions/013-authorization-matrix.md.
 */
export type RouteCallers = 'public' | readonly UserKind[];

/** What a route reads or writes; `reference data` is shared by every signed-in user. */
export type RouteScope =
  | 'none'
  | 'own user'
  | 'user account'
  | 'reference data'
  | 'port call'
  | 'DA'
  | 'payment'
  | 'company entity'
  | 'bank account'
  | 'charterer'
  | 'instruction'
  | 'notification'
  | 'file';

export interface RouteAccess {
  callers: RouteCallers;
  scope: RouteScope;
  /** A payment step only its payer or its receiver takes (refunds reverse the roles): others 403. */
  party?: 'payer' | 'receiver';
  note: string;
}

const all = ['principal', 'agent', 'operator'] as const satisfies readonly UserKind[];
const principal = ['principal'] as const satisfies readonly UserKind[];
const operator = ['operator'] as const satisfies readonly UserKind[];
const companies = ['principal', 'agent'] as const satisfies readonly UserKind[];
const principalOrOperator = ['principal', 'operator'] as const satisfies readonly UserKind[];

const r = (callers: RouteCallers, scope: RouteScope, note: string): RouteAccess => ({ callers, scope, note });
/** Workflow routes: the kinds come from the state machine, so the two cannot disagree. */
const step = (action: WorkflowAction, scope: RouteScope, note: string) =>
  r(transitionOf(action).by, scope, note);
/** One route for the PDA's and the FDA's step: both documents' actions must allow the same kinds. */
const steps = (actions: [WorkflowAction, WorkflowAction], scope: RouteScope, note: string) => {
  const [pda, fda] = actions.map((action) => [...transitionOf(action).by].sort().join());
  if (pda !== fda) throw new Error(`${actions.join(' and ')} differ in kinds: one route cannot serve both`);
  return step(actions[0], scope, note);
};
const party = (who: 'payer' | 'receiver', note: string): RouteAccess => ({
  ...r(companies, 'payment', note),
  party: who,
});

/** Keys are `METHOD /path` as registered inside the API prefix; HEAD follows its GET. */
export const routeAccess = {
  'GET /health': r('public', 'none', 'liveness and database check'),
  'GET /ping': r('public', 'none', 'static envelope for the framework-overhead benchmark'),
  'POST /users/name_login': r('public', 'none', 'sign in'),
  'POST /users/send_reset': r('public', 'none', 'mail a reset link; same answer for unknown names'),
  'POST /users/reset': r('public', 'none', 'new password with a mailed one-time token'),
  'POST /users/logout': r(all, 'own user', 'revokes the calling session only'),
  'GET /users/me': r(all, 'own user', 'the signed-in user'),
  'GET /users/me/managed_entities': r(all, 'own user', 'legal entities the user manages'),
  'PUT /users/:id': r(all, 'own user', 'own profile; another user id answers 404'),
  'GET /users': r(operator, 'none', 'every user, for user administration'),
  'POST /users/:id/end_sessions': r(
    operator,
    'user account',
    "any user; the operator's own current session stays",
  ),
  'POST /users/:id/disable': r(operator, 'user account', 'any user but the operator; ends their sessions'),
  'POST /users/:id/enable': r(operator, 'user account', 'any user'),

  'GET /notifications': r(all, 'notification', 'own notifications only'),
  'GET /notifications/get_all_unread': r(all, 'notification', 'own notifications only'),
  'GET /notifications/get_all_read': r(all, 'notification', 'own notifications only'),
  'GET /notifications/stream': r(all, 'own user', 'live stream of own notifications'),
  'POST /notifications/set_read_all': r(all, 'own user', 'marks own notifications read'),
  'POST /notifications/:id/set_read': r(all, 'notification', 'another user’s notification: 404'),

  'GET /units/option': r(all, 'reference data', 'code table'),
  'GET /commodities/option': r(all, 'reference data', 'code table'),
  'GET /terminal_types/option': r(all, 'reference data', 'code table'),
  'GET /activities/canal_transit_type': r(all, 'reference data', 'code table'),
  'GET /activities/crewing_option': r(all, 'reference data', 'code table'),
  'GET /vessels/vessel_type_option': r(all, 'reference data', 'code table'),
  'GET /countries/option': r(all, 'reference data', 'code table'),
  'GET /currencies/option': r(all, 'reference data', 'code table'),
  'GET /cost_item_categories/option': r(all, 'reference data', 'cost-item catalogue'),
  'GET /cost_items/option': r(all, 'reference data', 'cost-item catalogue'),
  'GET /activity_types': r(all, 'reference data', 'port-call purposes'),
  'GET /activity_types/:id': r(all, 'reference data', 'port-call purposes'),
  'GET /port_calls/status_option': r(all, 'reference data', 'status labels'),
  'GET /exchange_rates': r(all, 'reference data', 'rate in force for a pair'),
  'POST /exchange_rates': r(operator, 'reference data', 'the DA desk records rates'),

  'GET /vessels': r(all, 'reference data', 'vessels are shared'),
  'GET /vessels/option': r(all, 'reference data', 'vessels are shared'),
  'GET /vessels/:id': r(all, 'reference data', 'vessels are shared'),
  'POST /vessels': r(operator, 'reference data', 'the DA desk keeps vessels'),
  'PUT /vessels/:id': r(operator, 'reference data', 'the DA desk keeps vessels'),
  'POST /vessels/:id/certificates': r(operator, 'reference data', 'the DA desk keeps vessels'),
  'PUT /vessels/:id/certificates/:certificateId': r(
    operator,
    'reference data',
    'a certificate of that vessel',
  ),
  'DELETE /vessels/:id/certificates/:certificateId': r(operator, 'reference data', 'of that vessel'),
  'GET /ports': r(all, 'reference data', 'ports are shared'),
  'GET /ports/option': r(all, 'reference data', 'ports are shared'),
  'GET /ports/:id': r(all, 'reference data', 'ports are shared'),
  'PUT /ports/:id': r(operator, 'reference data', 'the DA desk corrects ports'),
  'GET /terminals': r(all, 'reference data', 'terminals are shared'),
  'GET /terminals/option': r(all, 'reference data', 'terminals are shared'),
  'GET /terminals/:id': r(all, 'reference data', 'terminals are shared'),
  'POST /terminals': r(operator, 'reference data', 'the DA desk keeps terminals'),
  'PUT /terminals/:id': r(operator, 'reference data', 'the DA desk keeps terminals'),
  'GET /faqs': r(all, 'reference data', 'help centre; unpublished articles only for operators'),
  'GET /faqs/:id': r(all, 'reference data', 'help centre; unpublished articles only for operators'),
  'POST /faqs': r(operator, 'reference data', 'the DA desk writes help articles'),
  'PUT /faqs/:id': r(operator, 'reference data', 'the DA desk writes help articles'),
  'DELETE /faqs/:id': r(operator, 'reference data', 'the DA desk writes help articles'),

  'GET /port_calls': r(
    all,
    'port call',
    'principal: managed entities; agent: appointed; operator: not drafts',
  ),
  'POST /port_calls': r(principal, 'none', 'legal entity, charterer and files must be the principal’s own'),
  'GET /port_calls/:id': r(all, 'port call', 'agents never see drafts'),
  'GET /port_calls/:id/logs': r(all, 'port call', 'agents: screened/agreed figures hidden until approval'),
  'GET /port_calls/:id/instructions': r(all, 'port call', 'the principal’s instructions for the agent'),
  'PUT /port_calls/:id': step('edit', 'port call', 'before the agent accepts'),
  'POST /port_calls/:id/draft': step('edit', 'port call', 'same as PUT'),
  'POST /port_calls/:id/submit': step('submit', 'port call', 'appoints the agent'),
  'POST /port_calls/:id/cancel': step('cancel', 'port call', 'with a reason'),
  'POST /port_calls/:id/accept': step('accept', 'port call', 'the appointed agent'),
  'POST /port_calls/:id/decline': step('decline', 'port call', 'the appointed agent, with a reason'),

  'GET /das/:id': r(all, 'DA', 'agents: screened/agreed prices hidden until approval'),
  'GET /das/:id/screening': r(
    principalOrOperator,
    'DA',
    "the desk's evidence and flags; principals: own calls",
  ),
  'GET /screening_settings': r(principalOrOperator, 'none', "the screening assistant's thresholds"),
  'PUT /screening_settings': r(operator, 'none', 'the DA desk sets the thresholds (lock_version)'),
  'GET /das/payment_reference': r(principal, 'none', 'a fresh reference for payment instructions'),
  'POST /das/:id/pda_draft': step('pda_draft', 'DA', 'agent saves quoted prices'),
  'POST /das/:id/pda_submit': step('pda_submit', 'DA', 'agent submits the PDA'),
  'POST /das/:id/pda_start_screening': step('pda_start_screening', 'DA', 'DA desk'),
  'POST /das/:id/pda_submit_screening': step('pda_submit_screening', 'DA', 'DA desk: screened prices'),
  'POST /das/:id/pda_start_approval': step('pda_start_approval', 'DA', 'principal'),
  'POST /das/:id/pda_approve': step('pda_approve', 'DA', 'principal: agreed prices, prefunding'),
  'POST /das/:id/fda_draft': step('fda_draft', 'DA', 'agent saves FDA prices'),
  'POST /das/:id/fda_submit': step('fda_submit', 'DA', 'agent submits the FDA'),
  'POST /das/:id/fda_start_screening': step('fda_start_screening', 'DA', 'DA desk'),
  'POST /das/:id/fda_raise_query': step('fda_raise_query', 'DA', 'DA desk asks the agent'),
  'POST /das/:id/fda_answer_query': step('fda_answer_query', 'DA', 'agent answers'),
  'POST /das/:id/fda_submit_screening': step('fda_submit_screening', 'DA', 'DA desk: screened prices'),
  'POST /das/:id/fda_start_approval': step('fda_start_approval', 'DA', 'principal'),
  'POST /das/:id/fda_approve': step('fda_approve', 'DA', 'principal: agreed prices'),
  'POST /das/:id/fda_decline': step('fda_decline', 'DA', 'principal, with a reason'),
  'POST /das/:id/pda_submit_payment_instructions': step(
    'pda_submit_payment_instructions',
    'DA',
    'payment_id must be this DA’s advance; bank account the receiver’s (422)',
  ),
  'POST /das/:id/fda_submit_payment_instructions': step(
    'fda_submit_payment_instructions',
    'DA',
    'payment_id must be this DA’s balance or refund; bank account the receiver’s (422)',
  ),
  'POST /comments': r(all, 'DA', 'cost_line_id of a visible DA, else 404; author is the session user'),

  'GET /payments': r(all, 'payment', 'payments of visible port calls'),
  'GET /payments/payment_mode': r(all, 'reference data', 'code table'),
  'GET /payments/:id': r(all, 'payment', 'payments of visible port calls'),
  'GET /payments/:id/receiver_accounts': r(principal, 'payment', 'masked accounts for the instructions'),
  'POST /payments/:id/check': steps(['pda_check', 'fda_check'], 'payment', 'DA desk checks the instructions'),
  'POST /payments/:id/revoke': steps(
    ['pda_revoke', 'fda_revoke'],
    'payment',
    'principal revokes instructions',
  ),
  'POST /payments/:id/submit': party('payer', 'principal pays advances and balances, agent refunds'),
  'POST /payments/:id/confirm_receipt': party('receiver', 'agent receives advances, principal refunds'),

  'GET /preferences': r(principal, 'own user', 'own company’s defaults and own e-mail choices'),
  'PUT /preferences': r(principal, 'own user', 'own company’s defaults and own e-mail choices'),
  'GET /instructions': r(principal, 'instruction', 'own company’s instruction sets'),
  'POST /instructions': r(principal, 'none', 'for the own company'),
  'GET /instructions/:id': r(principal, 'instruction', 'own company’s instruction sets'),
  'PUT /instructions/:id': r(principal, 'instruction', 'own company’s instruction sets'),
  'DELETE /instructions/:id': r(principal, 'instruction', 'own company’s instruction sets'),

  'GET /entities': r(all, 'company entity', 'own company and legal entities; operators all'),
  'GET /entities/option': r(all, 'company entity', 'plus agent companies to appoint; operators all'),
  'GET /entities/:id': r(all, 'company entity', 'own company and legal entities; operators all'),
  'POST /entities': r(companies, 'none', 'a legal entity under the own company'),
  'PUT /entities/:id': r(companies, 'company entity', 'own company and legal entities only'),
  'GET /bank_accounts': r(all, 'bank account', 'own company’s, operators included'),
  'GET /bank_accounts/option': r(all, 'bank account', 'own company’s, operators included'),
  'GET /bank_accounts/:id': r(all, 'bank account', 'own company’s, operators included'),
  'GET /bank_accounts/:id/changes': r(all, 'bank account', 'own company’s audit trail'),
  'POST /bank_accounts': r(companies, 'none', 'entity_id must be the own company’s (422)'),
  'PUT /bank_accounts/:id': r(companies, 'bank account', 'own company’s only'),
  'GET /charterers': r(principalOrOperator, 'charterer', 'principal: own legal entities’; operators all'),
  'GET /charterers/option': r(principalOrOperator, 'charterer', 'principal: own entities’; operators all'),
  'GET /charterers/:id': r(principalOrOperator, 'charterer', 'principal: own legal entities’; operators all'),
  'POST /charterers': r(principal, 'none', 'entity_id must be a managed legal entity (422)'),
  'PUT /charterers/:id': r(principal, 'charterer', 'own legal entities’ only'),

  'POST /files': r(all, 'none', 'an upload is readable by its uploader until attached'),
  'GET /files/:id': r(all, 'file', 'its uploader, or whoever may see a record it is attached to'),

  'GET /dashboards/today': r(all, 'port call', 'figures of visible port calls'),
  'GET /dashboards/das_cost_analysis': r(all, 'port call', 'figures of visible port calls'),
  'GET /dashboards/savings_summary': r(all, 'port call', 'agents: quoted until approval'),

  // Documents and exports (issue 10, decision 021): the same reads as the pages they come from.
  'GET /das/:id/pdf': r(all, 'DA', 'as GET /das/:id: agents get no screened/agreed figure before approval'),
  'GET /das/:id/xlsx': r(all, 'DA', 'as GET /das/:id: agents get no screened/agreed figure before approval'),
  'GET /port_calls/xlsx': r(all, 'port call', 'every row of GET /port_calls for the same query'),
  'GET /dashboards/today/xlsx': r(all, 'port call', 'as GET /dashboards/today'),
  'GET /dashboards/das_cost_analysis/xlsx': r(all, 'port call', 'as GET /dashboards/das_cost_analysis'),
  'GET /dashboards/savings_summary/xlsx': r(all, 'port call', 'as GET /dashboards/savings_summary'),

  // Agent scorecards (issue 10, decision 022): a principal's tool to choose agents, and the desk's.
  'GET /scorecards/agents': r(
    principalOrOperator,
    'port call',
    'figures over visible port calls; agents 403',
  ),
} as const satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof routeAccess;

export function accessOf(key: string): RouteAccess | undefined {
  return Object.hasOwn(routeAccess, key) ? routeAccess[key as RouteKey] : undefined;
}
