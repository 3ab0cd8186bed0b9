import type { Traffic, VirtualUser } from './client.ts';
import { Flow, type SoakWorld, seeded, takeStep, whoTakes } from './flow.ts';

export interface SoakOptions {
  world: SoakWorld;
  users: VirtualUser[];
  traffic: Traffic;
  seconds: number;
  seed: number;
  /** After the time is up, how long flows under way may take to finish (no new ones start). */
  drainSeconds: number;
  /** Port calls in progress at once; principals start a new one when there are fewer. */
  maxActive: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every simulated user loops until the time is up: take the next step of a flow that waits for
 * someone of its kind and company, or (a principal) start a new port call, or wait a moment. New
 * port calls stop 10 s before the end (40 % of the time in short runs), so the flows under way can finish; on a slow
 * machine they get up to `drainSeconds` more.
 */
export async function runSoak({
  world,
  users,
  traffic,
  seconds,
  seed,
  maxActive,
  drainSeconds,
}: SoakOptions) {
  const random = seeded(seed);
  const flows: Flow[] = [];
  const started = Date.now();
  const end = started + seconds * 1000;
  const stopStarting = end - Math.min(seconds * 400, 10_000);
  const deadline = started + (seconds + drainSeconds) * 1000;
  const active = () => flows.filter((f) => !f.done && !f.failed);

  async function actor(user: VirtualUser) {
    while (Date.now() < deadline) {
      const flow = active().find(
        (f) => !f.busy && whoTakes(f) === user.kind && (user.kind === 'operator' || f.side === user.side),
      );
      if (flow) {
        await takeStep(flow, user);
        continue;
      }
      if (user.kind === 'principal' && Date.now() < stopStarting && active().length < maxActive) {
        const fresh = new Flow(user.side as 1 | 2, world, traffic, random);
        flows.push(fresh);
        await takeStep(fresh, user);
        continue;
      }
      if (Date.now() >= end && active().length === 0) return;
      await sleep(5);
    }
  }
  await Promise.all(users.map(actor));
  return { flows, seconds: (Date.now() - started) / 1000 };
}
