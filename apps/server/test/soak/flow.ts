import { formatCents } from '@portledger/contracts';
import type { Answer, Traffic, VirtualUser } from './client.ts';

type Kind = VirtualUser['kind'];
type Json = Record<string, unknown>;

/** What every flow needs from the world: reference ids per principal-agent pair. */
export interface SoakWorld {
  runTag: string;
  vessel: number;
  port: number;
  activity: number;
  costItems: number[];
  sides: Record<
    1 | 2,
    { legalEntity: number; agentCompany: number; agentAccount: number; principalAccount: number }
  >;
}

/** A step of a flow: who takes it, and what it does (throws on an answer it did not expect). */
interface Step {
  name: string;
  who: (flow: Flow) => Kind;
  run: (flow: Flow, user: VirtualUser) => Promise<void>;
}

export class FlowError extends Error {}

/** Random numbers from a seed, so a run can be replayed (SOAK_SEED). */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One port call from creation to a settled balance, one step at a time, each step taken by
 * whichever simulated user of the right kind and company is free. The flow remembers what it sent
 * (cents, as bigint) so the end state can be checked against it.
 */
export class Flow {
  portCall = 0;
  da = 0;
  step = 0;
  busy = false;
  done = false;
  failed: string | null = null;
  /** Which payment is in progress: its id, type and the lock_version of the last answer. */
  payment: {
    id: number;
    type: 'advance' | 'balance' | 'refund';
    amount: bigint;
    paid: bigint;
    lock: number;
  } | null = null;
  /** lock_versions from the last answers, as the web keeps them from the record it shows. */
  pcLock = 0;
  daLock = 0;
  /** What the flow expects the DA to hold. */
  expected = { pdaScreened: 0n, fdaScreened: 0n, transferred: 0n, percent: '0' };
  doubleClicks = { tried: 0, oneWon: 0 };

  constructor(
    readonly side: 1 | 2,
    readonly world: SoakWorld,
    readonly traffic: Traffic,
    readonly random: () => number,
  ) {}

  get next(): Step | undefined {
    return steps[this.step];
  }

  async ok(user: VirtualUser, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
    const answer = await this.traffic.send(user, method, path, body);
    if (answer.status !== 200)
      throw new FlowError(
        `${user.name} ${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
      );
    return answer.body.data as Json;
  }

  /**
   * A workflow POST; one time in ten it is sent twice at once, as a double click would: exactly one
   * of the two may succeed, the other must be a 409.
   */
  async act(user: VirtualUser, path: string, body: Json): Promise<Json> {
    if (this.random() >= 0.1) return this.ok(user, 'POST', path, body);
    this.doubleClicks.tried += 1;
    const answers: Answer[] = await Promise.all(
      [1, 2].map(() => this.traffic.send(user, 'POST', path, body)),
    );
    const won = answers.filter((a) => a.status === 200);
    const conflicts = answers.filter((a) => a.status === 409);
    if (won.length !== 1 || conflicts.length !== 1)
      throw new FlowError(`double click on ${path}: ${answers.map((a) => a.status).join(', ')}`);
    this.doubleClicks.oneWon += 1;
    return won[0]!.body.data as Json;
  }

  async lock(user: VirtualUser, what: 'das' | 'port_calls' | 'payments', id: number) {
    return ((await this.ok(user, 'GET', `/${what}/${id}`)).object as Json).lock_version as number;
  }

  cents(min: number, max: number) {
    return BigInt(Math.floor(min + this.random() * (max - min)));
  }
}

const daStep = (
  name: string,
  who: Kind,
  body: (flow: Flow, user: VirtualUser) => Promise<Json> | Json = () => ({}),
): Step => ({
  name,
  who: () => who,
  run: async (flow, user) => {
    const input = await body(flow, user);
    const da = await flow.act(user, `/das/${flow.da}/${name}`, { lock_version: flow.daLock, ...input });
    flow.daLock = (da.object as Json).lock_version as number;
  },
});

/** The DA as its page loads it: its lines, and its lock_version for the next step. */
async function linesOf(flow: Flow, user: VirtualUser) {
  const da = (await flow.ok(user, 'GET', `/das/${flow.da}`)).object as Json;
  flow.daLock = da.lock_version as number;
  return da.lines as (Json & { id: number })[];
}

/** Screened = quoted less up to 10 %, per line; the flow adds them up as it expects the server to. */
async function screen(flow: Flow, user: VirtualUser, document: 'pda' | 'fda') {
  let total = 0n;
  const lines = (await linesOf(flow, user)).filter((line) => line[`${document}_quoted_price`] !== null);
  const cost_items_attributes = lines.map((line) => {
    const quoted = BigInt(String(line[`${document}_quoted_price`]).replace('.', ''));
    const screened = quoted - (quoted * flow.cents(0, 10)) / 100n;
    total += screened;
    return { id: line.id, [`${document}_screened_price`]: formatCents(screened) };
  });
  flow.expected[document === 'pda' ? 'pdaScreened' : 'fdaScreened'] = total;
  return { screening_summary: `soak ${document} screening`, cost_items_attributes };
}

/** The payment the approval created, if any (a zero amount creates none and skips the steps). */
async function findPayment(flow: Flow, user: VirtualUser, types: string[]) {
  const rows = (await flow.ok(user, 'GET', `/payments?port_call_id_eq=${flow.portCall}`)).objects as (Json & {
    id: number;
    payment_type: string;
    amount: string;
    lock_version: number;
  })[];
  const row = rows.find((r) => types.includes(r.payment_type));
  flow.payment = row
    ? {
        id: row.id,
        type: row.payment_type as 'advance',
        amount: BigInt(row.amount.replace('.', '')),
        paid: 0n,
        lock: row.lock_version,
      }
    : null;
}

const payer = (flow: Flow): Kind => (flow.payment?.type === 'refund' ? 'agent' : 'principal');
const receiver = (flow: Flow): Kind => (flow.payment?.type === 'refund' ? 'principal' : 'agent');

/** Instructions, check, transfer (in one or two parts) and receipt of the current payment. */
function paymentSteps(document: 'pda' | 'fda'): Step[] {
  return [
    {
      name: `${document}_submit_payment_instructions`,
      who: () => 'principal',
      run: async (flow, user) => {
        const p = flow.payment!;
        const sides = flow.world.sides[flow.side];
        const answer = await flow.act(user, `/das/${flow.da}/${document}_submit_payment_instructions`, {
          lock_version: p.lock,
          payment_id: p.id,
          bank_account_id: p.type === 'refund' ? sides.principalAccount : sides.agentAccount,
          payment_mode: 'swift',
          due_on: '2099-12-31',
        });
        p.lock = (answer.object as Json).lock_version as number;
      },
    },
    {
      name: `${document}_check`,
      who: () => 'operator',
      run: async (flow, user) => {
        const p = flow.payment!;
        p.lock = ((await flow.act(user, `/payments/${p.id}/check`, { lock_version: p.lock })).object as Json)
          .lock_version as number;
      },
    },
    {
      name: `${document}_transfer`,
      who: payer,
      run: async (flow, user) => {
        const p = flow.payment!;
        // Half the payers transfer in two parts: the first leaves the step where it is.
        const remaining = p.amount - p.paid;
        const part = remaining > 1n && flow.random() < 0.5 && p.paid === 0n ? remaining / 2n : remaining;
        const answer = await flow.act(user, `/payments/${p.id}/submit`, {
          lock_version: p.lock,
          transferred_on: '2026-11-25',
          transferred_amount: formatCents(part),
        });
        p.lock = (answer.object as Json).lock_version as number;
        p.paid += part;
        flow.expected.transferred += part;
        if (p.paid < p.amount) flow.step -= 1;
      },
    },
    {
      name: `${document}_confirm_receipt`,
      who: receiver,
      run: async (flow, user) => {
        const p = flow.payment!;
        await flow.act(user, `/payments/${p.id}/confirm_receipt`, { lock_version: p.lock });
      },
    },
  ];
}

/** Skips the payment steps when the approval created no payment. */
const skipUnlessPaid = (count: number): Step => ({
  name: 'payment?',
  who: () => 'principal',
  run: async (flow) => {
    if (!flow.payment) flow.step += count;
  },
});

const steps: Step[] = [
  {
    name: 'create',
    who: () => 'principal',
    run: async (flow, user) => {
      const { world, side } = flow;
      const created = (
        await flow.ok(user, 'POST', '/port_calls', {
          vessel_id: world.vessel,
          voyage_no: world.runTag,
          port_id: world.port,
          eta: '2026-12-10T06:00:00Z',
          legal_entity_id: world.sides[side].legalEntity,
          agent_entity_id: world.sides[side].agentCompany,
          agent_nomination_type: 'ona',
          activities: [{ activity_type_id: world.activity }],
        })
      ).object as Json & { id: number; lock_version: number; da: { id: number } };
      flow.portCall = created.id;
      flow.da = created.da.id;
      flow.pcLock = created.lock_version;
    },
  },
  {
    name: 'submit',
    who: () => 'principal',
    run: async (flow, user) => {
      const pc = await flow.act(user, `/port_calls/${flow.portCall}/submit`, { lock_version: flow.pcLock });
      flow.pcLock = (pc.object as Json).lock_version as number;
    },
  },
  {
    name: 'accept',
    who: () => 'agent',
    run: async (flow, user) => {
      // The agent opens the appointment first: the page it acts from.
      const lock_version = await flow.lock(user, 'port_calls', flow.portCall);
      const pc = (await flow.act(user, `/port_calls/${flow.portCall}/accept`, { lock_version }))
        .object as Json;
      flow.daLock = (pc.da as Json).lock_version as number;
    },
  },
  daStep('pda_submit', 'agent', (flow) => {
    const items = [...flow.world.costItems]
      .sort(() => flow.random() - 0.5)
      .slice(0, 1 + Math.floor(flow.random() * 4));
    return {
      cost_items_attributes: items.map((cost_item_id) => ({
        cost_item_id,
        pda_quoted_price: formatCents(flow.cents(10_000, 5_000_000)),
      })),
    };
  }),
  daStep('pda_start_screening', 'operator'),
  daStep('pda_submit_screening', 'operator', (flow, user) => screen(flow, user, 'pda')),
  daStep('pda_approve', 'principal', (flow) => {
    flow.expected.percent = ['0', '50', '80', '100', '33.33'][Math.floor(flow.random() * 5)]!;
    return { prefunding_agreed_percent: flow.expected.percent };
  }),
  {
    name: 'find advance',
    who: () => 'principal',
    run: (flow, user) => findPayment(flow, user, ['advance']),
  },
  skipUnlessPaid(4),
  ...paymentSteps('pda'),
  daStep('fda_submit', 'agent', async (flow, user) => ({
    // The FDA differs from the PDA by up to 30 % either way: balances and refunds both occur.
    cost_items_attributes: (await linesOf(flow, user)).map((line) => {
      const pda = BigInt(String(line.pda_screened_price).replace('.', ''));
      return {
        id: line.id,
        fda_quoted_price: formatCents((pda * flow.cents(70, 130)) / 100n),
        fda_variance_reason: 'other' as const,
      };
    }),
  })),
  daStep('fda_start_screening', 'operator'),
  daStep('fda_submit_screening', 'operator', (flow, user) => screen(flow, user, 'fda')),
  daStep('fda_approve', 'principal'),
  {
    name: 'find balance',
    who: () => 'principal',
    run: (flow, user) => findPayment(flow, user, ['balance', 'refund']),
  },
  skipUnlessPaid(4),
  ...paymentSteps('fda'),
  {
    name: 'completed',
    who: () => 'principal',
    run: async (flow, user) => {
      const status = ((await flow.ok(user, 'GET', `/port_calls/${flow.portCall}`)).object as Json).status;
      if (status !== 'da_completed') throw new FlowError(`port call ${flow.portCall} ended ${status}`);
      flow.done = true;
    },
  },
];

/** Takes the flow's next step as `user`; a failure ends the flow and is kept for the report. */
export async function takeStep(flow: Flow, user: VirtualUser) {
  const step = flow.next!;
  flow.busy = true;
  try {
    flow.step += 1;
    await step.run(flow, user);
  } catch (error) {
    flow.failed = `${step.name}: ${(error as Error).message}`;
  } finally {
    flow.busy = false;
  }
}

export const whoTakes = (flow: Flow): Kind | undefined => flow.next?.who(flow);
