import {
  commentCreateRequest,
  formatCents,
  paymentInstructionsRequest,
  paymentSubmitRequest,
  portCallUpdateRequest,
  toCents,
} from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { applyDaAction } from '../modules/das/apply-da-action.ts';
import { createComment } from '../modules/das/create-comment.ts';
import {
  confirmReceipt,
  decideInstructions,
  submitPayment,
  submitPaymentInstructions,
} from '../modules/payments/payment-steps.ts';
import { createPortCall } from '../modules/port-calls/create-port-call.ts';
import { transitionPortCall } from '../modules/port-calls/transition-port-call.ts';
import { updatePortCall } from '../modules/port-calls/update-port-call.ts';
import { createInput, daInput } from './play-inputs.ts';
import { type DemoRefs, daOf } from './refs.ts';
import type { CallPlan, Step } from './types.ts';

const t = schema;

/** Where a call's story has got to in the database: its ids, and its plan lines' ids. */
export interface CallState {
  plan: CallPlan;
  portCallId: number;
  daId: number;
  lineIds: (number | undefined)[];
}

async function lockVersionOf(db: Db, table: typeof t.portCalls | typeof t.das, id: number) {
  const [row] = await db.select({ v: table.lockVersion }).from(table).where(eq(table.id, id));
  return row!.v;
}

async function paymentOf(db: Db, daId: number, document: 'pda' | 'fda') {
  const types = document === 'pda' ? ['advance'] : ['balance', 'refund'];
  const [row] = await db
    .select()
    .from(t.payments)
    .where(and(eq(t.payments.daId, daId), inArray(t.payments.paymentType, types)));
  if (!row) throw new Error(`Demo: no ${document} payment on DA ${daId}.`);
  return row;
}

/** Lines the last action created get their ids, in the order the action sent them. */
async function learnNewLines(db: Db, state: CallState, step: Extract<Step, { kind: 'da' }>) {
  const fresh = (step.lines ?? []).filter((edit) => state.lineIds[edit.line] === undefined && !edit.destroy);
  if (!fresh.length) return;
  const known = Math.max(0, ...state.lineIds.filter((id): id is number => id !== undefined));
  const rows = await db
    .select({ id: t.daCostLines.id })
    .from(t.daCostLines)
    .where(and(eq(t.daCostLines.daId, state.daId), gt(t.daCostLines.id, known)))
    .orderBy(asc(t.daCostLines.id));
  fresh.forEach((edit, index) => {
    state.lineIds[edit.line] = rows[index]!.id;
  });
}

/** Plays one step as its actor, through the use case the API route of that step calls. */
export async function playStep(db: Db, refs: DemoRefs, state: CallState, step: Step): Promise<void> {
  const user = refs.actors.get(step.by)!;
  switch (step.kind) {
    case 'create': {
      state.portCallId = await createPortCall({ db, user, input: createInput(state.plan, step, refs) });
      state.daId = await daOf(db, state.portCallId);
      return;
    }
    case 'edit': {
      const lockVersion = await lockVersionOf(db, t.portCalls, state.portCallId);
      const input = portCallUpdateRequest.parse({ lock_version: lockVersion, eta: step.eta, etd: step.etd });
      return updatePortCall({ db, user, id: state.portCallId, input });
    }
    case 'transition': {
      const lockVersion = await lockVersionOf(db, t.portCalls, state.portCallId);
      const { action, reason } = step;
      return transitionPortCall({ db, user, id: state.portCallId, action, lockVersion, reason });
    }
    case 'da': {
      const input = daInput(state, step, refs, await lockVersionOf(db, t.das, state.daId));
      await applyDaAction({ db, user, daId: state.daId, action: step.action, input });
      return learnNewLines(db, state, step);
    }
    case 'comment': {
      const body = commentCreateRequest.parse({
        cost_line_id: state.lineIds[step.line],
        document: step.document,
        content: step.content,
      });
      await createComment({
        db,
        user,
        costLineId: body.cost_line_id,
        document: body.document,
        content: body.content,
      });
      return;
    }
    case 'instructions': {
      const payment = await paymentOf(db, state.daId, step.document);
      const input = paymentInstructionsRequest.parse({
        lock_version: payment.lockVersion,
        payment_id: payment.id,
        bank_account_id: refs.bankAccount(step.account),
        payment_mode: step.mode,
        due_on: step.dueOn,
      });
      // Given on the step's day: the due date was planned from then and may have passed since.
      return submitPaymentInstructions({
        db,
        user,
        daId: state.daId,
        document: step.document,
        input,
        now: step.at,
      });
    }
    case 'check':
    case 'revoke': {
      const payment = await paymentOf(db, state.daId, step.document);
      const { id: paymentId, lockVersion } = payment;
      return decideInstructions({ db, user, paymentId, lockVersion, decision: step.kind });
    }
    case 'transfer': {
      const payment = await paymentOf(db, state.daId, step.document);
      const amount = toCents(payment.amount);
      const paid = payment.transferredAmount ? toCents(payment.transferredAmount) : 0n;
      const now = step.share >= 1 ? amount - paid : (amount * BigInt(Math.round(step.share * 100))) / 100n;
      const input = paymentSubmitRequest.parse({
        lock_version: payment.lockVersion,
        transferred_on: step.on,
        transferred_amount: formatCents(now),
      });
      return submitPayment({ db, user, paymentId: payment.id, input });
    }
    case 'confirm': {
      const payment = await paymentOf(db, state.daId, step.document);
      return confirmReceipt({ db, user, paymentId: payment.id, lockVersion: payment.lockVersion });
    }
  }
}
