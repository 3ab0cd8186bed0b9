import { type CallSpec, demoCalls, etaWindow } from './demo-calls.ts';
import { fleets } from './fleets.ts';
import { createRandom, type Random } from './random.ts';
import { hours, isoDay, type StoryContext } from './story.ts';
import { writeStory } from './story-call.ts';
import { callRemarks } from './texts.ts';
import type { ActivityPlan, CallPlan } from './types.ts';
import { agents, type Region, stayDays, type Vessel } from './world.ts';

const { HOUR, DAY } = hours;
export const DEMO_SEED = 'portledger-demo';

/** Vessel name -> ETAs already planned, so one ship is never in two ports at once. */
type Schedule = Map<string, { eta: number; region: Region }[]>;

/**
 * Days between two calls of one ship: a coastal hop within a region, an ocean passage between.
 * A call that never happened (cancelled, declined) only keeps clear of the ship's other calls.
 */
const spacing = (a: Region, b: Region, happened: boolean) => (happened ? (a === b ? 6 : 30) : 2) * DAY;

function chooseVessel(random: Random, spec: CallSpec, now: number, schedule: Schedule) {
  const { region, ports } = agents[spec.agent];
  const vessels = random.shuffle(
    fleets[spec.fleet].vessels.filter((vessel) =>
      vessel.cargoes.some((cargo) => Object.keys(cargo.ports).some((port) => ports.includes(port))),
    ),
  );
  const [from, to] = etaWindow[spec.target] ?? [1, 30];
  const happened = spec.target !== 'da_cancelled' && spec.target !== 'da_declined';
  let choice: { vessel: Vessel; eta: number } | null = null;
  for (let attempt = 0; attempt < 200 && !choice; attempt++) {
    const vessel = vessels[attempt % vessels.length]!;
    const eta = Math.floor((now + random.between(from, to) * DAY) / HOUR) * HOUR;
    const taken = schedule.get(vessel.name) ?? [];
    if (taken.every((other) => Math.abs(other.eta - eta) >= spacing(other.region, region, happened))) {
      choice = { vessel, eta };
    }
  }
  if (!choice) throw new Error(`Demo plan: no free vessel for a ${spec.target} call.`);
  if (happened)
    schedule.set(choice.vessel.name, [
      ...(schedule.get(choice.vessel.name) ?? []),
      { eta: choice.eta, region },
    ]);
  return choice;
}

function planCall(spec: CallSpec, key: string, random: Random, now: number, schedule: Schedule): CallPlan {
  const fleet = fleets[spec.fleet];
  const agent = agents[spec.agent];
  const v = spec.variants ?? {};
  const { vessel, eta } = chooseVessel(random, spec, now, schedule);
  const cargo = random.pick(
    vessel.cargoes.filter((c) => Object.keys(c.ports).some((p) => agent.ports.includes(p))),
  );
  const port = random.pick(Object.keys(cargo.ports).filter((p) => agent.ports.includes(p)));
  const [minStay, maxStay] = stayDays[vessel.trade];
  const etd = eta + Math.round(random.between(minStay, maxStay) * 24) * HOUR;
  const quantity = String(Math.round(random.int(cargo.quantity[0], cargo.quantity[1]) / 50) * 50);
  const loading = cargo.activity === 'loading';
  const trade = random.pick(cargo.tradePorts);
  const nearby = random.pick(agent.ports.filter((p) => p !== port));
  const activities: ActivityPlan[] = [{ code: cargo.activity }];
  const crewing = random.chance(0.3);
  if (crewing) {
    const crewRank = random.pick(['AB, OS', '2nd Officer, AB', 'Chief Engineer, Oiler', 'Master']);
    activities.push({
      code: 'crewing',
      crewingOption: 'sign_on_and_off',
      crewCount: random.int(2, 6),
      crewRank,
    });
  }
  if (random.chance(0.15)) activities.push({ code: 'bunkering' });
  const creator = random.pick(fleet.creators);
  const approver = spec.fleet === 'northern' ? random.pick(['principal2', 'principal3'] as const) : creator;
  const refund = !!v.refund;
  const charterer = cargo.charterers.length && random.chance(0.8) ? random.pick(cargo.charterers) : null;
  const incomplete = !!v.incompleteDraft;
  const ctx: StoryContext = {
    random,
    now,
    target: spec.target,
    variants: v,
    creator,
    approver,
    agent: spec.agent,
    call: {
      gt: vessel.gt,
      cargo: Number(quantity),
      days: Math.max(1, Math.round((etd - eta) / DAY)),
      region: agent.region,
      trade: vessel.trade,
      currency: agent.currency,
      crewing,
      loading,
      eta,
      etd,
    },
    prefunding: {
      requested: '100.00',
      agreed: spec.fleet === 'northern' || refund ? '100.00' : '80.00',
    },
    accounts: { agent: agent.account, principal: fleet.refundAccounts[agent.currency] ?? null },
    modes: {
      principal:
        agent.region === 'europe' && spec.fleet === 'northern'
          ? 'sepa'
          : random.pick(['swift', 'telegraphic_transfer']),
      agent: agent.region === 'europe' ? 'sepa' : 'swift',
    },
  };
  const story = writeStory(ctx, eta, etd);
  return {
    key,
    target: spec.target,
    creator,
    agent: incomplete ? null : spec.agent,
    legalEntity: incomplete ? null : (cargo.legalEntity ?? fleet.legalEntities[0]!),
    charterer,
    vessel: vessel.name,
    voyageNo: incomplete ? null : vessel.code,
    port,
    terminal: cargo.ports[port] ?? null,
    previousPort: loading ? nearby : trade,
    nextPort: loading ? trade : random.chance(0.5) ? nearby : random.pick(cargo.tradePorts),
    eta: new Date(eta),
    etd: new Date(etd),
    commodity: cargo.commodity,
    quantity,
    unit: cargo.unit,
    activities,
    nominationType: charterer && random.chance(0.3) ? 'cna' : 'ona',
    cpDate: charterer ? isoDay(eta - random.int(28, 45) * DAY) : null,
    laycan: charterer ? [isoDay(eta - 2 * DAY), isoDay(eta + 3 * DAY)] : null,
    terms: termsOf(vessel.trade, cargo.activity, random),
    remarks: random.chance(0.7) ? callRemarks(random, cargo.commodity, cargo.activity, quantity) : null,
    currency: agent.currency,
    ...story,
  };
}

function termsOf(trade: string, activity: string, random: Random): string {
  if (trade !== 'bulk')
    return random.pick(['36 hours pumping or pro rata', '24 hours pumping, shore permitting']);
  const rate =
    activity === 'loading' ? random.pick([8_000, 12_000, 15_000]) : random.pick([20_000, 25_000, 30_000]);
  return `${rate.toLocaleString('en-US')} MT per weather working day, ${random.pick(['SHINC', 'SHEX'])}`;
}

/** Voyage numbers by vessel in ETA order: OH2631, OH2632 ... */
function numberVoyages(plans: CallPlan[]) {
  const byVessel = new Map<string, CallPlan[]>();
  for (const plan of plans) byVessel.set(plan.vessel, [...(byVessel.get(plan.vessel) ?? []), plan]);
  for (const calls of byVessel.values()) {
    calls.sort((a, b) => a.eta.getTime() - b.eta.getTime());
    calls.forEach((plan, index) => {
      if (plan.voyageNo === null) return;
      const year = String(plan.eta.getUTCFullYear()).slice(2);
      plan.voyageNo = `${plan.voyageNo}${year}${String(31 + index).padStart(2, '0')}`;
    });
  }
}

/**
 * The whole demo as data: the same seed and day give the same plans. `now` is the moment the
 * stories lead up to; everything planned happened before it.
 */
export function planDemo({
  seed = DEMO_SEED,
  now = Date.now(),
  specs = demoCalls,
}: {
  seed?: string;
  now?: number;
  specs?: CallSpec[];
} = {}): CallPlan[] {
  const root = createRandom(seed);
  const schedule: Schedule = new Map();
  // The calls with the narrowest ETA windows choose their ships first.
  const width = (spec: CallSpec) => {
    const [from, to] = etaWindow[spec.target] ?? [1, 30];
    return to - from;
  };
  const order = specs.map((spec, index) => ({ spec, index })).sort((a, b) => width(a.spec) - width(b.spec));
  const plans: CallPlan[] = [];
  for (const { spec, index } of order) {
    plans[index] = planCall(spec, `demo-${index + 1}`, root.fork(`call-${index + 1}`), now, schedule);
  }
  numberVoyages(plans);
  return plans;
}
