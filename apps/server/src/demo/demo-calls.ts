import type { PortCallStatus } from '@portledger/contracts';
import type { Variants } from './story.ts';
import type { AgentName } from './world.ts';

/** One call of the demo: where its story ends, whose it is, and how it goes on the way. */
export interface CallSpec {
  target: PortCallStatus;
  fleet: 'oceanic' | 'northern';
  agent: AgentName;
  variants?: Variants;
}

const oceanic = (target: PortCallStatus, agent: AgentName, variants?: Variants): CallSpec => ({
  target,
  fleet: 'oceanic',
  agent,
  ...(variants ? { variants } : {}),
});
const northern = (target: PortCallStatus, agent: AgentName, variants?: Variants): CallSpec => ({
  target,
  fleet: 'northern',
  agent,
  ...(variants ? { variants } : {}),
});

/**
 * The demo's 43 calls: every status of the state machine at least once (the table's
 * 'approved_pending_payment' is a display label no transition leads to), most of them with the
 * main demo principal, the advances and balances in every payment situation a desk meets.
 */
export const demoCalls: CallSpec[] = [
  oceanic('port_call_draft', 'agent', { etaRevised: true }),
  oceanic('port_call_draft', 'agent2', { incompleteDraft: true }),
  northern('port_call_draft', 'agent2'),
  oceanic('port_call_pending_confirmation', 'agent'),
  northern('port_call_pending_confirmation', 'agent2', { etaRevised: true }),
  oceanic('pda_pending_creation', 'agent2'),
  northern('pda_pending_creation', 'agent'),
  oceanic('pda_under_creation', 'agent'),
  oceanic('pda_under_creation', 'agent2'),
  oceanic('pda_pending_screening', 'agent'),
  northern('pda_pending_screening', 'agent2', { pdaDraft: true }),
  oceanic('pda_under_screening', 'agent2'),
  oceanic('pda_pending_approval', 'agent'),
  northern('pda_pending_approval', 'agent2'),
  oceanic('pda_under_approval', 'agent'),
  oceanic('pda_approved', 'agent'),
  northern('pda_approved', 'agent'),
  oceanic('pda_checking', 'agent2', { revoke: true }),
  oceanic('pda_advance_payment_pending_confirmation', 'agent', { advance: 'due-soon' }),
  northern('pda_advance_payment_pending_confirmation', 'agent2', { advance: 'overdue' }),
  oceanic('pda_advance_payment_pending_confirmation', 'agent2', { advance: 'partial' }),
  oceanic('pda_advance_payment_pending_confirmation', 'agent', { advance: 'transferred' }),
  oceanic('advance_confirmed_fda_pending_creation', 'agent'),
  northern('advance_confirmed_fda_pending_creation', 'agent2'),
  oceanic('fda_under_creation', 'agent2'),
  northern('fda_pending_screening', 'agent'),
  oceanic('fda_under_screening', 'agent', { query: true }),
  oceanic('fda_under_querying', 'agent2', { query: true }),
  northern('fda_pending_approval', 'agent2'),
  oceanic('fda_under_approval', 'agent'),
  oceanic('fda_in_query', 'agent', { decline: true }),
  northern('fda_approved', 'agent'),
  oceanic('fda_checking', 'agent2'),
  oceanic('fda_balance_payment_pending_confirmation', 'agent', { balance: 'due-soon' }),
  northern('fda_balance_payment_pending_confirmation', 'agent2', { balance: 'overdue' }),
  oceanic('fda_balance_payment_pending_confirmation', 'agent2', { refund: true, balance: 'due-soon' }),
  oceanic('da_completed', 'agent', { pdaDraft: true, query: true, splitAdvance: true }),
  oceanic('da_completed', 'agent2', { decline: true, openFdaApproval: true }),
  northern('da_completed', 'agent'),
  northern('da_completed', 'agent2', { openApproval: true, fdaDraft: true }),
  oceanic('da_cancelled', 'agent2', { cancelAt: 'port_call_pending_confirmation' }),
  northern('da_cancelled', 'agent', { cancelAt: 'pda_pending_approval' }),
  oceanic('da_declined', 'agent'),
];

/** Days from today an ETA of a call that has got this far may fall on (past calls are settled). */
export const etaWindow: Partial<Record<PortCallStatus, [number, number]>> = {
  port_call_draft: [18, 58],
  port_call_pending_confirmation: [8, 45],
  pda_pending_creation: [6, 40],
  pda_under_creation: [5, 35],
  pda_pending_screening: [4, 30],
  pda_under_screening: [3, 25],
  pda_pending_approval: [3, 25],
  pda_under_approval: [2, 20],
  pda_approved: [1, 16],
  pda_checking: [1, 12],
  pda_advance_payment_pending_confirmation: [-4, 10],
  advance_confirmed_fda_pending_creation: [-12, -4],
  fda_under_creation: [-18, -7],
  fda_pending_screening: [-24, -10],
  fda_under_screening: [-28, -12],
  fda_under_querying: [-30, -12],
  fda_pending_approval: [-34, -14],
  fda_under_approval: [-36, -16],
  fda_in_query: [-42, -20],
  fda_approved: [-42, -20],
  fda_checking: [-44, -22],
  fda_balance_payment_pending_confirmation: [-50, -26],
  da_completed: [-60, -30],
  da_cancelled: [-20, 30],
  da_declined: [-8, 30],
};
