import type { UserKind } from './roles.ts';
import type { PortCallStatus } from './statuses.ts';

/**
 * The port-call and DA state machine (DESIGN.md section 6, refinements in
 * docs/decisions/005-port-call-state-machine.md). The server enforces it and the web draws its
 * buttons from the same table, so the two cannot disagree.
 */
export const workflowActions = [
  'edit',
  'submit',
  'cancel',
  'accept',
  'decline',
  'pda_draft',
  'pda_submit',
  'pda_start_screening',
  'pda_submit_screening',
  'pda_start_approval',
  'pda_approve',
  'pda_submit_payment_instructions',
  'pda_revoke',
  'pda_check',
  'pda_confirm_receipt',
  'fda_draft',
  'fda_submit',
  'fda_start_screening',
  'fda_raise_query',
  'fda_answer_query',
  'fda_submit_screening',
  'fda_start_approval',
  'fda_decline',
  'fda_approve',
  'fda_submit_payment_instructions',
  'fda_revoke',
  'fda_check',
  'fda_confirm_receipt',
] as const;
export type WorkflowAction = (typeof workflowActions)[number];

export interface Transition {
  action: WorkflowAction;
  from: readonly PortCallStatus[];
  by: readonly UserKind[];
  /** Where the action leads; `null` keeps the status (an edit). */
  to: PortCallStatus | null;
  /** Statuses in which the action is allowed but leaves the status as it is. */
  keepsStatusIn?: readonly PortCallStatus[];
}

/** Every status a port call can still be cancelled from: all but the ends of the road. */
const cancellable: readonly PortCallStatus[] = [
  'port_call_draft',
  'port_call_pending_confirmation',
  'pda_pending_creation',
  'pda_under_creation',
  'pda_pending_screening',
  'pda_under_screening',
  'pda_pending_approval',
  'pda_under_approval',
  'pda_approved',
];

export const transitions: readonly Transition[] = [
  {
    action: 'edit',
    from: ['port_call_draft', 'port_call_pending_confirmation'],
    by: ['principal'],
    to: null,
  },
  { action: 'submit', from: ['port_call_draft'], by: ['principal'], to: 'port_call_pending_confirmation' },
  { action: 'cancel', from: cancellable, by: ['principal'], to: 'da_cancelled' },
  { action: 'accept', from: ['port_call_pending_confirmation'], by: ['agent'], to: 'pda_pending_creation' },
  { action: 'decline', from: ['port_call_pending_confirmation'], by: ['agent'], to: 'da_declined' },
  {
    action: 'pda_draft',
    from: ['pda_pending_creation', 'pda_under_creation'],
    by: ['agent'],
    to: 'pda_under_creation',
  },
  {
    action: 'pda_submit',
    from: ['pda_pending_creation', 'pda_under_creation'],
    by: ['agent'],
    to: 'pda_pending_screening',
  },
  {
    action: 'pda_start_screening',
    from: ['pda_pending_screening'],
    by: ['operator'],
    to: 'pda_under_screening',
  },
  {
    action: 'pda_submit_screening',
    from: ['pda_under_screening'],
    by: ['operator'],
    to: 'pda_pending_approval',
  },
  {
    action: 'pda_start_approval',
    from: ['pda_pending_approval'],
    by: ['principal'],
    to: 'pda_under_approval',
  },
  {
    action: 'pda_approve',
    from: ['pda_pending_approval', 'pda_under_approval'],
    by: ['principal'],
    to: 'pda_approved',
  },
  {
    action: 'pda_submit_payment_instructions',
    from: ['pda_approved'],
    by: ['principal'],
    to: 'pda_checking',
  },
  { action: 'pda_revoke', from: ['pda_checking'], by: ['principal'], to: 'pda_approved' },
  {
    action: 'pda_check',
    from: ['pda_checking'],
    by: ['operator'],
    to: 'pda_advance_payment_pending_confirmation',
  },
  {
    action: 'pda_confirm_receipt',
    from: ['pda_advance_payment_pending_confirmation'],
    by: ['agent'],
    to: 'advance_confirmed_fda_pending_creation',
  },
  {
    action: 'fda_draft',
    from: ['advance_confirmed_fda_pending_creation', 'fda_under_creation', 'fda_in_query'],
    by: ['agent'],
    to: 'fda_under_creation',
    // A declined FDA being reworked stays 'in query' until it is submitted again.
    keepsStatusIn: ['fda_in_query'],
  },
  {
    action: 'fda_submit',
    from: ['advance_confirmed_fda_pending_creation', 'fda_under_creation', 'fda_in_query'],
    by: ['agent'],
    to: 'fda_pending_screening',
  },
  {
    action: 'fda_start_screening',
    from: ['fda_pending_screening'],
    by: ['operator'],
    to: 'fda_under_screening',
  },
  { action: 'fda_raise_query', from: ['fda_under_screening'], by: ['operator'], to: 'fda_under_querying' },
  { action: 'fda_answer_query', from: ['fda_under_querying'], by: ['agent'], to: 'fda_under_screening' },
  {
    action: 'fda_submit_screening',
    from: ['fda_under_screening'],
    by: ['operator'],
    to: 'fda_pending_approval',
  },
  {
    action: 'fda_start_approval',
    from: ['fda_pending_approval'],
    by: ['principal'],
    to: 'fda_under_approval',
  },
  {
    action: 'fda_decline',
    from: ['fda_pending_approval', 'fda_under_approval'],
    by: ['principal'],
    to: 'fda_in_query',
  },
  {
    action: 'fda_approve',
    from: ['fda_pending_approval', 'fda_under_approval'],
    by: ['principal'],
    to: 'fda_approved',
  },
  {
    action: 'fda_submit_payment_instructions',
    from: ['fda_approved'],
    by: ['principal'],
    to: 'fda_checking',
  },
  { action: 'fda_revoke', from: ['fda_checking'], by: ['principal'], to: 'fda_approved' },
  {
    action: 'fda_check',
    from: ['fda_checking'],
    by: ['operator'],
    to: 'fda_balance_payment_pending_confirmation',
  },
  {
    action: 'fda_confirm_receipt',
    from: ['fda_balance_payment_pending_confirmation'],
    by: ['agent', 'principal'],
    to: 'da_completed',
  },
];

const byAction = new Map(transitions.map((transition) => [transition.action, transition]));

export function transitionOf(action: WorkflowAction): Transition {
  const transition = byAction.get(action);
  if (!transition) throw new Error(`Unknown workflow action ${action}`);
  return transition;
}

/** Whether a user of this kind may take this action on a port call in this status. */
export function canTakeAction(status: PortCallStatus, kind: UserKind, action: WorkflowAction): boolean {
  const transition = byAction.get(action);
  return !!transition && transition.by.includes(kind) && transition.from.includes(status);
}

/**
 * The one answer to "which actions may this user take on this port call now". Visibility (is it
 * the user's port call at all) is checked before; this decides by status and kind.
 */
export function availableActions(status: PortCallStatus, kind: UserKind): WorkflowAction[] {
  return transitions
    .filter((transition) => transition.by.includes(kind) && transition.from.includes(status))
    .map((transition) => transition.action);
}

/** The status after the action (the same status for an edit or a draft save that keeps it). */
export function nextStatus(status: PortCallStatus, action: WorkflowAction): PortCallStatus {
  const transition = transitionOf(action);
  if (transition.keepsStatusIn?.includes(status)) return status;
  return transition.to ?? status;
}

/** Actions that move money or are hard to undo; the web asks for confirmation before them. */
export const confirmedActions: ReadonlySet<WorkflowAction> = new Set<WorkflowAction>([
  'submit',
  'cancel',
  'decline',
  'pda_submit',
  'pda_submit_screening',
  'pda_approve',
  'pda_submit_payment_instructions',
  'pda_revoke',
  'pda_check',
  'fda_submit',
  'fda_submit_screening',
  'fda_raise_query',
  'fda_decline',
  'fda_approve',
  'fda_submit_payment_instructions',
  'fda_revoke',
  'fda_check',
]);

/** Actions that do not by themselves make a port call "waiting for this user". */
const passiveActions: ReadonlySet<WorkflowAction> = new Set<WorkflowAction>(['edit', 'cancel']);

const actionableByKind = new Map<UserKind, readonly PortCallStatus[]>();

/**
 * Statuses in which a user of this kind has something to do: the Actionable DAs tab. Worked out
 * once per kind (the list asks for every counter row of every request) and frozen.
 */
export function actionableStatuses(kind: UserKind): readonly PortCallStatus[] {
  const known = actionableByKind.get(kind);
  if (known) return known;
  const statuses = new Set<PortCallStatus>();
  for (const transition of transitions) {
    if (passiveActions.has(transition.action) || !transition.by.includes(kind)) continue;
    for (const status of transition.from) statuses.add(status);
  }
  const found = Object.freeze([...statuses]);
  actionableByKind.set(kind, found);
  return found;
}

export const doneStatuses: readonly PortCallStatus[] = ['da_completed', 'da_cancelled', 'da_declined'];
