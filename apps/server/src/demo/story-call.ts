import { hours, Story, type StoryContext } from './story.ts';
import { writeFdaStory } from './story-fda.ts';
import { writePdaStory } from './story-pda.ts';
import { appointmentDeclines } from './texts.ts';

const { HOUR, DAY } = hours;

/** The appointment, then the PDA and FDA stories, stopping where the call's story ends. */
export function writeStory(ctx: StoryContext, eta: number, etd: number) {
  const { random, variants: v, target } = ctx;
  const draft = target === 'port_call_draft';
  const start = draft ? ctx.now - random.between(2, 120) * HOUR : eta - random.between(14, 26) * DAY;
  const s = new Story(ctx, start);
  const at = (ms: number) => new Date(ms).toISOString();
  const early = v.etaRevised ? 12 * HOUR : 0;
  s.add({ kind: 'create', by: ctx.creator, eta: at(eta - early), etd: at(etd - early) });
  const revise = () => {
    s.wait(2, 10);
    s.add({ kind: 'edit', by: ctx.creator, eta: at(eta), etd: at(etd) });
  };
  if (draft) {
    if (v.etaRevised) revise();
    return s.finish();
  }
  s.wait(1, 20);
  if (s.add({ kind: 'transition', by: ctx.creator, action: 'submit' })) return s.finish();
  if (v.etaRevised) revise();
  if (s.reached()) return s.finish();
  s.wait(1, 10);
  if (target === 'da_declined') {
    const reason = random.pick(appointmentDeclines);
    s.add({ kind: 'transition', by: ctx.agent, action: 'decline', reason });
    return s.finish();
  }
  if (s.add({ kind: 'transition', by: ctx.agent, action: 'accept' })) return s.finish();
  if (writePdaStory(s)) return s.finish();
  writeFdaStory(s);
  return s.finish();
}
