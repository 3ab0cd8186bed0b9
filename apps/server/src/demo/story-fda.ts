import { quotePrice, scalePrice } from './prices.ts';
import { settlementOf } from './settlement.ts';
import { hours, type Story } from './story.ts';
import { midpoint } from './story-pda.ts';
import {
  fdaDeclines,
  fdaExtras,
  fdaQueries,
  principalAgreement,
  screeningNote,
  screeningSummary,
} from './texts.ts';
import type { LineEdit } from './types.ts';

const lumpSum = (price: string, currency: string) => Number(price) % (currency === 'CNY' ? 10 : 5) === 0;
const droppable = ['AGENCY_ATTENDANCE', 'CREW_VISA', 'HOLD_INSPECTION', 'COURIER'];
/** Charged on the ship's tonnage or by agreement: the FDA repeats the PDA's agreed amount. */
const fixedByTariff = ['AGENCY_FEE', 'PORT_DUES_VESSEL', 'PORT_SECURITY_FEE', 'TONNAGE_DUES_30D', 'VTS_FEE'];

/** The FDA lines: the PDA's agreed amounts as actually invoiced, a dropped item, unforeseen costs. */
function invoiceLines(s: Story, fixLine: string | null): LineEdit[] {
  const { random, ctx } = s;
  const { currency } = ctx.call;
  const edits: LineEdit[] = [];
  for (const [index, line] of s.lines.entries()) {
    const agreed = line.pda!.agreed!;
    if (line.item !== fixLine && droppable.includes(line.item) && random.chance(0.2)) continue;
    let factor = 1;
    if (fixedByTariff.includes(line.item)) factor = 1;
    else if (ctx.variants.refund) factor = lumpSum(agreed, currency) ? 1 : random.between(0.84, 0.94);
    else if (!lumpSum(agreed, currency) || random.chance(0.3)) factor = random.between(0.97, 1.09);
    // A declined FDA: the agent first invoices an item the principal then disputes.
    if (line.item === fixLine && fixLine === 'COMMUNICATION') factor = 2;
    const quoted = factor === 1 ? agreed : scalePrice(agreed, factor, currency);
    line.fda = { quoted, screened: null, agreed: null };
    // Beyond a few percent the agent says why (the desk requires it above its threshold, 10 %).
    const reason =
      Math.abs(factor - 1) <= 0.05 ? undefined : factor > 1 ? 'third_party_invoice' : 'quantity_change';
    edits.push({ line: index, price: quoted, ...(reason ? { reason } : {}) });
  }
  const extras = ctx.variants.refund
    ? []
    : Object.keys(fdaExtras).filter((_, i) => random.chance([0.35, 0.25, 0.2][i]!));
  if (!ctx.variants.refund && ctx.prefunding.agreed === '100.00' && extras.length === 0)
    extras.push('FRESH_WATER');
  for (const item of extras) {
    const group = item === 'PILOTAGE_SHIFTING' ? [item, 'TOWAGE_SHIFTING', 'MOORING_SHIFTING'] : [item];
    for (const [n, code] of group.entries()) {
      const quoted = quotePrice(random, code, ctx.call);
      s.lines.push({ item: code, pda: null, fda: { quoted, screened: null, agreed: null } });
      edits.push({
        line: s.lines.length - 1,
        price: quoted,
        reason: extraReasons[item] ?? 'not_foreseen',
        ...(n === 0 ? { comment: fdaExtras[item] } : {}),
      });
    }
  }
  return edits;
}

const extraReasons: Record<string, string> = {
  PILOTAGE_SHIFTING: 'shifting',
  AUTHORITIES_OVERTIME: 'overtime',
  FRESH_WATER: 'additional_service',
};

const fdaIndexes = (s: Story) => s.lines.flatMap((line, index) => (line.fda ? [index] : []));

/** From the vessel's departure to the settled DA. True when the story ends on the way. */
export function writeFdaStory(s: Story): boolean {
  const { ctx, random } = s;
  const { call, variants: v } = ctx;
  const decline = v.decline ? random.pick(fdaDeclines) : null;
  s.notBefore(call.etd + random.between(1, 3) * hours.DAY);
  const lines = invoiceLines(s, decline?.fix ?? null);
  if (v.fdaDraft || ctx.target === 'fda_under_creation') {
    const cut = Math.ceil(lines.length / 2);
    if (s.add({ kind: 'da', by: ctx.agent, action: 'fda_draft', lines: lines.slice(0, cut) })) return true;
    s.wait(18, 72);
    if (s.add({ kind: 'da', by: ctx.agent, action: 'fda_submit', lines: lines.slice(cut) })) return true;
  } else if (s.add({ kind: 'da', by: ctx.agent, action: 'fda_submit', lines })) return true;

  s.wait(2, 24);
  if (s.add({ kind: 'da', by: 'operator', action: 'fda_start_screening' })) return true;
  if (v.query) {
    const { query, answer } = random.pick(fdaQueries);
    const about = s.lines.findIndex((line) => line.fda && /TOWAGE_IN|BERTH_DUES/.test(line.item));
    const comment = about >= 0 ? [{ line: about, comment: query }] : [];
    s.wait(2, 8);
    if (s.add({ kind: 'da', by: 'operator', action: 'fda_raise_query', query, lines: comment })) return true;
    s.wait(4, 36);
    s.add({ kind: 'da', by: ctx.agent, action: 'fda_answer_query', answer });
  }
  if (s.reached()) return true;

  const fixIndex = decline ? s.lines.findIndex((line) => line.item === decline.fix) : -1;
  const candidates = fdaIndexes(s).filter((i) => i !== fixIndex && s.lines[i]!.pda);
  const adjusted = random.chance(0.6) ? random.shuffle(candidates).slice(0, random.int(1, 2)) : [];
  const screening: LineEdit[] = adjusted.map((index) => ({
    line: index,
    price: scalePrice(s.lines[index]!.fda!.quoted, random.between(0.88, 0.97), call.currency),
    comment: screeningNote(random, s.lines[index]!.item, call),
  }));
  const screen = (edits: LineEdit[]) => {
    for (const index of fdaIndexes(s)) {
      const fda = s.lines[index]!.fda!;
      fda.screened = edits.find((edit) => edit.line === index)?.price ?? fda.screened ?? fda.quoted;
    }
  };
  screen(screening);
  s.wait(2, 24);
  const summary = screeningSummary(
    random,
    adjusted.map((i) => s.lines[i]!.item),
    'fda',
  );
  if (s.add({ kind: 'da', by: 'operator', action: 'fda_submit_screening', lines: screening, summary }))
    return true;

  if (v.openFdaApproval || ctx.target === 'fda_under_approval') {
    s.wait(3, 30);
    if (s.add({ kind: 'da', by: ctx.approver, action: 'fda_start_approval' })) return true;
  }
  if (decline) {
    s.wait(1, 8);
    if (s.add({ kind: 'da', by: ctx.approver, action: 'fda_decline', declineReason: decline.reason }))
      return true;
    // The agent corrects the disputed line; the desk screens the corrected amount again.
    const fix = s.lines[fixIndex]!;
    const corrected = decline.fix === 'COMMUNICATION' ? fix.pda!.agreed! : null;
    fix.fda = corrected ? { quoted: corrected, screened: corrected, agreed: null } : null;
    s.wait(12, 48);
    const resubmit = corrected ? { line: fixIndex, price: corrected } : { line: fixIndex, destroy: true };
    s.add({ kind: 'da', by: ctx.agent, action: 'fda_submit', lines: [resubmit] });
    s.wait(2, 20);
    s.add({ kind: 'da', by: 'operator', action: 'fda_start_screening' });
    s.wait(1, 8);
    const rescreen = corrected ? [{ line: fixIndex, price: corrected }] : [];
    const again = 'Corrected FDA checked; the disputed item is now in line with the PDA.';
    s.add({ kind: 'da', by: 'operator', action: 'fda_submit_screening', lines: rescreen, summary: again });
  }

  s.wait(2, 30);
  const agreed: LineEdit[] = [];
  if (adjusted[0] !== undefined && random.chance(0.3)) {
    const fda = s.lines[adjusted[0]]!.fda!;
    agreed.push({
      line: adjusted[0],
      price: midpoint(fda.quoted, fda.screened!),
      comment: principalAgreement(random),
    });
  }
  for (const index of fdaIndexes(s)) {
    const fda = s.lines[index]!.fda!;
    fda.agreed = agreed.find((edit) => edit.line === index)?.price ?? fda.screened;
  }
  if (s.add({ kind: 'da', by: ctx.approver, action: 'fda_approve', lines: agreed })) return true;
  return writeSettlement(s);
}

/** The balance (principal pays) or the refund (agent pays back), through instructions and check. */
function writeSettlement(s: Story): boolean {
  const { ctx, random } = s;
  const { refund } = settlementOf(s.lines, ctx.prefunding.agreed);
  if (refund !== !!ctx.variants.refund)
    throw new Error(`Demo plan: the FDA settles the wrong way (${ctx.target}).`);
  const [payer, receiver] = refund ? [ctx.agent, ctx.approver] : [ctx.approver, ctx.agent];
  const due = { 'due-soon': '=1', overdue: '=-4' }[ctx.variants.balance as string] ?? `+${random.int(7, 14)}`;
  s.wait(4, 48);
  const account = refund ? ctx.accounts.principal! : ctx.accounts.agent;
  const mode = refund ? ctx.modes.agent : ctx.modes.principal;
  if (s.add({ kind: 'instructions', by: ctx.approver, document: 'fda', dueOn: due, mode, account }))
    return true;
  s.wait(2, 12);
  if (s.add({ kind: 'check', by: 'operator', document: 'fda' })) {
    if (ctx.variants.balance === 'transferred') {
      s.wait(12, 60);
      s.add({ kind: 'transfer', by: payer, document: 'fda', share: 1, on: '' });
    }
    return true;
  }
  s.wait(24, 96);
  s.add({ kind: 'transfer', by: payer, document: 'fda', share: 1, on: '' });
  s.wait(6, 48);
  return s.add({ kind: 'confirm', by: receiver, document: 'fda' });
}
