import { nextStatus, type PortCallStatus, type WorkflowAction } from '@portledger/contracts';
import type { Random } from './random.ts';
import { cancelReasons } from './texts.ts';
import type { LinePlan, Step } from './types.ts';
import type { AgentName, PrincipalName, Region, Trade } from './world.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How a call's story goes, beyond where it ends (CallSpec.target). */
export interface Variants {
  incompleteDraft?: boolean;
  etaRevised?: boolean;
  pdaDraft?: boolean;
  openApproval?: boolean;
  revoke?: boolean;
  /** The advance at pda_advance_payment_pending_confirmation. */
  advance?: 'due-soon' | 'overdue' | 'partial' | 'transferred';
  splitAdvance?: boolean;
  fdaDraft?: boolean;
  query?: boolean;
  decline?: boolean;
  openFdaApproval?: boolean;
  /** The FDA comes in under the advance: the agent refunds. */
  refund?: boolean;
  /** The balance (or refund) at fda_balance_payment_pending_confirmation. */
  balance?: 'due-soon' | 'overdue' | 'transferred';
  cancelAt?: PortCallStatus;
}

export interface StoryContext {
  random: Random;
  now: number;
  target: PortCallStatus;
  variants: Variants;
  creator: PrincipalName;
  approver: PrincipalName;
  agent: AgentName;
  call: {
    gt: number;
    cargo: number;
    days: number;
    region: Region;
    trade: Trade;
    currency: string;
    crewing: boolean;
    loading: boolean;
    eta: number;
    etd: number;
  };
  prefunding: { requested: string; agreed: string };
  accounts: { agent: string; principal: string | null };
  modes: { principal: string; agent: string };
}

type StepInput = Step extends infer S ? (S extends Step ? Omit<S, 'at'> : never) : never;

/**
 * A call's story as it is written: steps with their times, the status each workflow step leads to
 * (by the contracts' state machine, the one the server enforces), and the lines' final prices.
 */
export class Story {
  readonly steps: Step[] = [];
  readonly lines: LinePlan[] = [];
  status: PortCallStatus = 'port_call_draft';
  private clock: number;

  constructor(
    readonly ctx: StoryContext,
    start: number,
  ) {
    this.clock = start;
  }

  get random() {
    return this.ctx.random;
  }

  /** Time passes: between `min` and `max` hours. */
  wait(min: number, max: number) {
    this.clock += Math.round(this.random.between(min, max) * 4) * (HOUR / 4);
  }

  /** The next step happens no earlier than `ms` (e.g. the FDA after departure). */
  notBefore(ms: number) {
    this.clock = Math.max(this.clock, ms);
  }

  /** Adds a step; true when the story has reached its end (the target status). */
  add(step: StepInput): boolean {
    this.steps.push({ ...step, at: new Date(this.clock) } as Step);
    const action = workflowActionOf(step);
    if (action) this.status = nextStatus(this.status, action);
    if (action && this.status === this.ctx.variants.cancelAt && this.ctx.target === 'da_cancelled') {
      this.wait(4, 40);
      return this.add({
        kind: 'transition',
        by: this.ctx.creator,
        action: 'cancel',
        reason: this.random.pick(cancelReasons),
      });
    }
    return this.reached();
  }

  reached() {
    return this.status === this.ctx.target;
  }

  /**
   * Ends the story: a story that would run into the future is moved back as a whole so its last
   * step happened a little before now; then payment dates are fixed from the steps' times.
   */
  finish(): { steps: Step[]; lines: LinePlan[] } {
    const last = this.steps.at(-1)!.at.getTime();
    const latest = this.ctx.now - this.random.between(0.5, 9) * HOUR;
    if (last > latest) for (const step of this.steps) step.at = new Date(step.at.getTime() - (last - latest));
    for (const step of this.steps) {
      if (step.kind === 'instructions') step.dueOn = resolveDue(step.dueOn, step.at.getTime(), this.ctx.now);
      if (step.kind === 'transfer') step.on = isoDay(step.at.getTime());
    }
    return { steps: this.steps, lines: this.lines };
  }
}

/** Due dates are written as '+N' (days after the instructions) or '=N' (days from today). */
function resolveDue(due: string, at: number, now: number): string {
  const days = Number(due.slice(1));
  return isoDay((due.startsWith('=') ? now : at) + days * DAY);
}

function workflowActionOf(step: StepInput): WorkflowAction | null {
  switch (step.kind) {
    case 'transition':
    case 'da':
      return step.action;
    case 'instructions':
      return `${step.document}_submit_payment_instructions`;
    case 'check':
    case 'revoke':
    case 'confirm':
      return `${step.document}_${step.kind === 'confirm' ? 'confirm_receipt' : step.kind}` as WorkflowAction;
    default:
      return null;
  }
}

export const hours = { HOUR, DAY };
