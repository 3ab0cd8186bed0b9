import { describe, expect, it } from 'vitest';
import { userKinds } from './roles.ts';
import { portCallStatuses } from './statuses.ts';
import {
  actionableStatuses,
  availableActions,
  canTakeAction,
  nextStatus,
  workflowActions,
} from './workflow.ts';

/**
 * DESIGN.md section 6 written out by hand as "status action kind -> next status", independent of
 * the table in workflow.ts, so a change to either shows up here.
 */
const allowed = `
port_call_draft edit principal -> port_call_draft
port_call_pending_confirmation edit principal -> port_call_pending_confirmation
port_call_draft submit principal -> port_call_pending_confirmation
port_call_pending_confirmation accept agent -> pda_pending_creation
port_call_pending_confirmation decline agent -> da_declined
port_call_draft cancel principal -> da_cancelled
port_call_pending_confirmation cancel principal -> da_cancelled
pda_pending_creation cancel principal -> da_cancelled
pda_under_creation cancel principal -> da_cancelled
pda_pending_screening cancel principal -> da_cancelled
pda_under_screening cancel principal -> da_cancelled
pda_pending_approval cancel principal -> da_cancelled
pda_under_approval cancel principal -> da_cancelled
pda_approved cancel principal -> da_cancelled
pda_pending_creation pda_draft agent -> pda_under_creation
pda_under_creation pda_draft agent -> pda_under_creation
pda_pending_creation pda_submit agent -> pda_pending_screening
pda_under_creation pda_submit agent -> pda_pending_screening
pda_pending_screening pda_start_screening operator -> pda_under_screening
pda_under_screening pda_submit_screening operator -> pda_pending_approval
pda_pending_approval pda_start_approval principal -> pda_under_approval
pda_pending_approval pda_approve principal -> pda_approved
pda_under_approval pda_approve principal -> pda_approved
pda_approved pda_submit_payment_instructions principal -> pda_checking
pda_checking pda_revoke principal -> pda_approved
pda_checking pda_check operator -> pda_advance_payment_pending_confirmation
pda_advance_payment_pending_confirmation pda_confirm_receipt agent -> advance_confirmed_fda_pending_creation
advance_confirmed_fda_pending_creation fda_draft agent -> fda_under_creation
fda_under_creation fda_draft agent -> fda_under_creation
fda_in_query fda_draft agent -> fda_in_query
advance_confirmed_fda_pending_creation fda_submit agent -> fda_pending_screening
fda_under_creation fda_submit agent -> fda_pending_screening
fda_in_query fda_submit agent -> fda_pending_screening
fda_pending_screening fda_start_screening operator -> fda_under_screening
fda_under_screening fda_raise_query operator -> fda_under_querying
fda_under_querying fda_answer_query agent -> fda_under_screening
fda_under_screening fda_submit_screening operator -> fda_pending_approval
fda_pending_approval fda_start_approval principal -> fda_under_approval
fda_pending_approval fda_decline principal -> fda_in_query
fda_under_approval fda_decline principal -> fda_in_query
fda_pending_approval fda_approve principal -> fda_approved
fda_under_approval fda_approve principal -> fda_approved
fda_approved fda_submit_payment_instructions principal -> fda_checking
fda_checking fda_revoke principal -> fda_approved
fda_checking fda_check operator -> fda_balance_payment_pending_confirmation
fda_balance_payment_pending_confirmation fda_confirm_receipt agent -> da_completed
fda_balance_payment_pending_confirmation fda_confirm_receipt principal -> da_completed
`
  .trim()
  .split('\n')
  .map((line) => {
    const [status, action, kind, , to] = line.split(' ');
    return { key: `${status} ${action} ${kind}`, to: to! };
  });
const expected = new Map(allowed.map(({ key, to }) => [key, to]));

describe('the port-call state machine', () => {
  it('allows exactly the listed (status, action, role) triples and refuses every other', () => {
    let checked = 0;
    for (const status of portCallStatuses) {
      for (const action of workflowActions) {
        for (const kind of userKinds) {
          const key = `${status} ${action} ${kind}`;
          expect(canTakeAction(status, kind, action), key).toBe(expected.has(key));
          if (expected.has(key)) expect(nextStatus(status, action), key).toBe(expected.get(key));
          checked++;
        }
      }
    }
    expect(checked).toBe(portCallStatuses.length * workflowActions.length * userKinds.length);
  });

  it('answers the actions a user may take now', () => {
    expect(availableActions('port_call_draft', 'principal')).toEqual(['edit', 'submit', 'cancel']);
    expect(availableActions('port_call_draft', 'agent')).toEqual([]);
    expect(availableActions('port_call_pending_confirmation', 'agent')).toEqual(['accept', 'decline']);
    expect(availableActions('da_completed', 'principal')).toEqual([]);
    expect(availableActions('pda_pending_screening', 'operator')).toEqual(['pda_start_screening']);
  });

  it('counts a status as actionable only when the role has more to do than edit or cancel', () => {
    expect(actionableStatuses('principal')).toContain('port_call_draft');
    expect(actionableStatuses('principal')).not.toContain('port_call_pending_confirmation');
    expect(actionableStatuses('agent')).toContain('port_call_pending_confirmation');
    expect(actionableStatuses('operator')).toEqual(
      expect.arrayContaining(['pda_pending_screening', 'pda_checking', 'fda_checking']),
    );
  });
});
