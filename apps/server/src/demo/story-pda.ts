import { pdaItems, quotePrice, scalePrice } from './prices.ts';
import type { Story } from './story.ts';
import { adjustable, agentAnswer, principalAgreement, screeningNote, screeningSummary } from './texts.ts';
import type { LineEdit } from './types.ts';

/** The midpoint of two prices, to the cent. */
export function midpoint(a: string, b: string): string {
  return (Math.round(((Number(a) + Number(b)) / 2) * 100) / 100).toFixed(2);
}

/** From the accepted appointment to the advance received. True when the story ends on the way. */
export function writePdaStory(s: Story): boolean {
  const { ctx, random } = s;
  const { call, variants: v } = ctx;
  const items = pdaItems(call);
  for (const item of items) {
    s.lines.push({
      item,
      pda: { quoted: quotePrice(random, item, call), screened: null, agreed: null },
      fda: null,
    });
  }
  const quoteOf = (index: number) => s.lines[index]!.pda!;
  const created = (from: number, to: number): LineEdit[] =>
    s.lines.slice(from, to).map((line, offset) => ({ line: from + offset, price: line.pda!.quoted }));
  const header = { currency: call.currency, prefundingRequested: ctx.prefunding.requested };

  if (v.pdaDraft || ctx.target === 'pda_under_creation') {
    const cut = Math.ceil(items.length * 0.6);
    s.wait(4, 24);
    if (s.add({ kind: 'da', by: ctx.agent, action: 'pda_draft', lines: created(0, cut), ...header }))
      return true;
    // The agent gets a supplier's quote in before submitting and revises one drafted line.
    const revised = random.int(0, cut - 1);
    quoteOf(revised).quoted = scalePrice(quoteOf(revised).quoted, random.between(1.02, 1.1), call.currency);
    s.wait(3, 30);
    const lines = [{ line: revised, price: quoteOf(revised).quoted }, ...created(cut, items.length)];
    if (s.add({ kind: 'da', by: ctx.agent, action: 'pda_submit', lines, ...header })) return true;
  } else {
    s.wait(6, 30);
    const lines = created(0, items.length);
    if (s.add({ kind: 'da', by: ctx.agent, action: 'pda_submit', lines, ...header })) return true;
  }

  s.wait(1, 6);
  if (s.add({ kind: 'da', by: 'operator', action: 'pda_start_screening' })) return true;
  const candidates = s.lines
    .map((line, index) => ({ line, index }))
    .filter((l) => adjustable.includes(l.line.item));
  const adjusted = random.chance(0.8) ? random.shuffle(candidates).slice(0, random.int(1, 3)) : [];
  const screening: LineEdit[] = adjusted.map(({ line, index }) => {
    const price = scalePrice(line.pda!.quoted, random.between(0.82, 0.96), call.currency);
    return { line: index, price, comment: screeningNote(random, line.item, call) };
  });
  for (const [index, line] of s.lines.entries()) {
    line.pda!.screened = screening.find((edit) => edit.line === index)?.price ?? line.pda!.quoted;
  }
  s.wait(1, 8);
  const summary = screeningSummary(
    random,
    adjusted.map((a) => a.line.item),
    'pda',
  );
  const screened = s.add({
    kind: 'da',
    by: 'operator',
    action: 'pda_submit_screening',
    lines: screening,
    summary,
  });
  const answered = adjusted[0] && random.chance(0.7);
  if (answered) {
    s.wait(1, 6);
    s.add({
      kind: 'comment',
      by: ctx.agent,
      line: adjusted[0]!.index,
      document: 'pda',
      content: agentAnswer(random),
    });
  }
  if (screened) return true;

  if (v.openApproval || ctx.target === 'pda_under_approval') {
    s.wait(2, 20);
    if (s.add({ kind: 'da', by: ctx.approver, action: 'pda_start_approval' })) return true;
    s.wait(1, 6);
  } else {
    s.wait(3, 24);
  }
  const agreed: LineEdit[] = [];
  if (answered && random.chance(0.6)) {
    const { index } = adjusted[0]!;
    const price = midpoint(quoteOf(index).quoted, quoteOf(index).screened!);
    agreed.push({ line: index, price, comment: principalAgreement(random) });
  }
  for (const [index, line] of s.lines.entries()) {
    line.pda!.agreed = agreed.find((edit) => edit.line === index)?.price ?? line.pda!.screened;
  }
  const approve = { kind: 'da', by: ctx.approver, action: 'pda_approve', lines: agreed } as const;
  if (s.add({ ...approve, prefundingAgreed: ctx.prefunding.agreed })) return true;

  s.wait(2, 30);
  const due = v.advance === 'due-soon' ? '=2' : v.advance === 'overdue' ? '=-3' : `+${random.int(3, 6)}`;
  const instructions = {
    kind: 'instructions',
    by: ctx.approver,
    document: 'pda',
    mode: ctx.modes.principal,
    account: ctx.accounts.agent,
  } as const;
  if (v.revoke) {
    // Instructions given with the wrong due date, revoked and given again.
    s.add({ ...instructions, dueOn: `+${random.int(10, 14)}` });
    s.wait(1, 5);
    s.add({ kind: 'revoke', by: ctx.approver, document: 'pda' });
    s.wait(1, 6);
  }
  if (s.add({ ...instructions, dueOn: due })) return true;
  s.wait(1, 10);
  const checked = s.add({ kind: 'check', by: 'operator', document: 'pda' });
  if (checked) {
    if (v.advance === 'partial' || v.advance === 'transferred') {
      s.wait(4, 30);
      s.add({
        kind: 'transfer',
        by: ctx.approver,
        document: 'pda',
        share: v.advance === 'partial' ? 0.5 : 1,
        on: '',
      });
    }
    return true;
  }
  s.wait(4, 48);
  if (v.splitAdvance) {
    s.add({ kind: 'transfer', by: ctx.approver, document: 'pda', share: 0.6, on: '' });
    s.wait(12, 48);
  }
  s.add({ kind: 'transfer', by: ctx.approver, document: 'pda', share: 1, on: '' });
  s.wait(6, 48);
  return s.add({ kind: 'confirm', by: ctx.agent, document: 'pda' });
}
