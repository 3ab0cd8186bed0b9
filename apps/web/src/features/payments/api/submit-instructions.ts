import type { Payment, PaymentInstructionsRequest } from '@portledger/contracts';
import { postStep, useStep } from './post-step.ts';

/** POST /das/{daId}/{pda|fda}_submit_payment_instructions (principal). */
export function submitInstructions(payment: Payment, body: PaymentInstructionsRequest) {
  const document = payment.payment_type === 'advance' || payment.payment_type === 'additional_prefunding';
  return postStep(`/das/${payment.da_id}/${document ? 'pda' : 'fda'}_submit_payment_instructions`, body);
}

export const useSubmitInstructions = () =>
  useStep(({ payment, body }: { payment: Payment; body: PaymentInstructionsRequest }) =>
    submitInstructions(payment, body),
  );
