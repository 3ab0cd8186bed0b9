import { postStep, useStep } from './post-step.ts';

export type Decision = 'check' | 'revoke' | 'confirm_receipt';

/**
 * POST /payments/{id}/check (operator), /revoke (principal) or /confirm_receipt (receiver):
 * the steps that carry only the lock_version.
 */
export const decidePayment = (id: number, decision: Decision, lockVersion: number) =>
  postStep(`/payments/${id}/${decision}`, { lock_version: lockVersion });

export const useDecidePayment = () =>
  useStep(({ id, decision, lockVersion }: { id: number; decision: Decision; lockVersion: number }) =>
    decidePayment(id, decision, lockVersion),
  );
