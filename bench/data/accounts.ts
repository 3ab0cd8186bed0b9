import { plannedStatus, stepAt } from './calls.ts';
import { agentUserId, type Plan, principalCompanyId, rnd, textArray } from './plan.ts';
import type { Session } from './target.ts';
import { COMPLETED, STEP } from './timeline.ts';

/**
 * Cost lines of the DAs lo..hi. One line carries both documents (decision 006): 20-60 PDA lines
 * of distinct catalogue items, and from the FDA on a few FDA-only lines. Which prices exist follows
 * how far the call got: quoted once drafted, screened once screening was submitted (half of them
 * while it is under way), agreed once approved.
 */
export async function insertCostLines(s: Session, plan: Plan, lo: number, hi: number): Promise<void> {
  const { seed } = plan;
  // Twelve numbers in [0, 1) per line from three 64-bit hashes, 15 bits each: hashing is most of the cost.
  const r = (n: number) => `(((x.h${Math.floor(n / 4)} >> ${15 * (n % 4)}) & 32767)::float8 / 32768.0)`;
  // Each stage's price is the quoted one times factors, a factor being NULL while its stage is not
  // reached: computed in float, turned into cents once per price (integer to numeric is cheap).
  const factor = (exists: string, same: number, low: number, span: number, n: number) =>
    `case when ${exists} then case when ${r(n)} < ${same} then 1 else ${low} + ${span} * ${r(n + 1)} end end`;
  const cents = (value: string) => `(((${value}) * 100)::int8::numeric * 0.01)`;
  const pda = 'x.price * f.on_pda';
  const fda = `coalesce(${pda} * f.ps * f.pa * f.fq, x.price * f.extra)`;
  const hash = (salt: number) => `hashint8extended((g.id::int8 * 128 + j) * 8 + ${salt}, ${seed})`;
  await s.exec(`
    insert into da_cost_lines (id, da_id, cost_item_id, pda_quoted_price, pda_screened_price, pda_agreed_price,
        fda_quoted_price, fda_screened_price, fda_agreed_price, created_at)
    select g.id * 128 + j, g.id, x.item_id, ${cents(pda)}, ${cents(`${pda} * f.ps`)}, ${cents(`${pda} * f.ps * f.pa`)},
      ${cents(fda)}, ${cents(`${fda} * f.fs`)}, ${cents(`${fda} * f.fs * f.fa`)}, x.created_at
    from gen_call g
    cross join lateral generate_series(1, g.n_pda + g.n_extra) j
    join gen_item it on it.n = (g.item_offset + j * g.item_step) % (select items from gen_ref)
    cross join lateral (
      select it.id as item_id, j <= g.n_pda as on_pda, ${hash(1)} as h0, ${hash(2)} as h1, ${hash(3)} as h2,
        case when j <= g.n_pda then ${stepAt(STEP.pda_under_creation)} else ${stepAt(STEP.fda_under_creation)} end as created_at,
        it.base * g.price_factor * g.fx * case when it.is_tonnage_based then g.gt / 30000.0 else 1 end as base
      offset 0
    ) x0
    cross join lateral (select x0.*, x0.base * (0.8 + 0.45 * ${r(0).replace(/x\./g, 'x0.')}) as price) x
    cross join lateral (
      select
        case when x.on_pda then 1.0::float8 end as on_pda,
        ${factor(`g.progress >= ${STEP.pda_pending_approval} or (g.progress = ${STEP.pda_under_screening} and ${r(1)} < 0.5)`, 0.7, 0.85, 0.15, 2)} as ps,
        ${factor(`g.progress >= ${STEP.pda_approved}`, 0.85, 0.95, 0.05, 4)} as pa,
        case when g.progress >= ${STEP.fda_under_creation} and ${r(6)} >= 0.07 then 0.85 + 0.3 * ${r(7)} end as fq,
        case when g.progress >= ${STEP.fda_under_creation} and not x.on_pda then 1.0::float8 end as extra,
        ${factor(`g.progress >= ${STEP.fda_pending_approval} or (g.progress = ${STEP.fda_under_screening} and ${r(8)} < 0.5)`, 0.7, 0.85, 0.15, 9)} as fs,
        ${factor(`g.progress >= ${STEP.fda_approved}`, 0.85, 0.95, 0.05, 10)} as fa
      offset 0
    ) f
    where g.id between ${lo} and ${hi} and g.progress >= ${STEP.pda_under_creation};
  `);
}

/**
 * The DAs lo..hi, after their lines: totals are the sums of the lines exactly as the product
 * computes them (documentTotalsOf: a screened or agreed total only once every line of the document
 * has that price; no total at all before the first write), prefunding = agreed total x agreed %.
 */
export async function insertDas(s: Session, _plan: Plan, lo: number, hi: number): Promise<void> {
  const has = (step: number) => `g.progress >= ${step}`;
  await s.exec(`
    insert into das (id, port_call_id, lock_version, currency, principal_currency, exchange_rate, exchange_rate_on,
        pda_exchange_rate, prefunding_default_percent, prefunding_requested_percent, prefunding_agreed_percent, prefunding_amount,
        prefunding_received, prefunding_received_on, pda_quoted_total, pda_screened_total, pda_agreed_total,
        fda_quoted_total, fda_screened_total, fda_agreed_total, pda_screening_summary, fda_screening_summary,
        fda_query, fda_decline_reason, bank_account_id, pda_submitted_at, pda_approved_at, fda_submitted_at,
        fda_approved_at, created_at, updated_at)
    select g.id, g.id, greatest(g.progress - 2, 0) + (g.branch in ('querying', 'in_query'))::int, g.currency,
      case when ${has(STEP.pda_pending_screening)} then g.principal_currency end,
      case when ${has(STEP.pda_pending_screening)} then
        case when g.currency = g.principal_currency then 1 else rt.rate end end,
      case when ${has(STEP.pda_pending_screening)} then
        case when g.currency = g.principal_currency then ${stepAt(STEP.pda_pending_screening)}::date else rt.effective_on end end,
      case when ${has(STEP.pda_pending_screening)} then
        case when g.currency = g.principal_currency then 1 else rt.rate end end,
      case when ${has(STEP.pda_pending_screening)} then g.prefunding_percent end,
      case when ${has(STEP.pda_pending_screening)} then g.prefunding_percent end,
      case when ${has(STEP.pda_approved)} then g.prefunding_percent end,
      pf.amount,
      case when ${has(STEP.advance_confirmed_fda_pending_creation)} then pf.amount end,
      case when ${has(STEP.advance_confirmed_fda_pending_creation)} then ${advanceTransferredOn} end,
      t.pda_quoted, t.pda_screened, t.pda_agreed, t.fda_quoted, t.fda_screened, t.fda_agreed,
      case when ${has(STEP.pda_pending_approval)} then 'Tariffs checked against the port''s published rates.' end,
      case when ${has(STEP.fda_pending_approval)} then 'Receipts checked; variances explained by the agent.' end,
      case when g.branch = 'querying' then 'Please send the pilotage receipt for the outbound leg.' end,
      case when g.branch = 'in_query' then 'Launch hire exceeds the PDA without explanation.' end,
      case when ${has(STEP.fda_checking)} and t.fda_agreed < pf.amount then g.legal_entity_id
        when ${has(STEP.pda_checking)} then g.a end,
      case when ${has(STEP.pda_pending_screening)} then ${stepAt(STEP.pda_pending_screening)} end,
      case when ${has(STEP.pda_approved)} then ${stepAt(STEP.pda_approved)} end,
      case when ${has(STEP.fda_pending_screening)} then ${stepAt(STEP.fda_pending_screening)} end,
      case when ${has(STEP.fda_approved)} then ${stepAt(STEP.fda_approved)} end,
      g.created_at, g.end_at
    from gen_call g
    left join gen_rate rt on rt.from_code = g.currency and rt.to_code = g.principal_currency
    left join (
      select l.da_id,
        coalesce(sum(l.pda_quoted_price), 0) as pda_quoted,
        case when count(l.pda_quoted_price) > 0
          and count(l.pda_screened_price) filter (where l.pda_quoted_price is not null) = count(l.pda_quoted_price)
          then sum(l.pda_screened_price) filter (where l.pda_quoted_price is not null) end as pda_screened,
        case when count(l.pda_quoted_price) > 0
          and count(l.pda_agreed_price) filter (where l.pda_quoted_price is not null) = count(l.pda_quoted_price)
          then sum(l.pda_agreed_price) filter (where l.pda_quoted_price is not null) end as pda_agreed,
        coalesce(sum(l.fda_quoted_price), 0) as fda_quoted,
        case when count(l.fda_quoted_price) > 0
          and count(l.fda_screened_price) filter (where l.fda_quoted_price is not null) = count(l.fda_quoted_price)
          then sum(l.fda_screened_price) filter (where l.fda_quoted_price is not null) end as fda_screened,
        case when count(l.fda_quoted_price) > 0
          and count(l.fda_agreed_price) filter (where l.fda_quoted_price is not null) = count(l.fda_quoted_price)
          then sum(l.fda_agreed_price) filter (where l.fda_quoted_price is not null) end as fda_agreed
      from da_cost_lines l where l.da_id between ${lo} and ${hi} group by l.da_id
    ) t on t.da_id = g.id
    cross join lateral (select case when ${has(STEP.pda_approved)}
      then round(t.pda_agreed * g.prefunding_percent / 100, 2) end as amount) pf
    where g.id between ${lo} and ${hi};
  `);
}

/** The day the advance was transferred (between the desk's check and the agent's confirmation). */
const transferredOn = (waiting: number) => `least(${stepAt(waiting + 0.5)}, g.end_at)::date`;
const advanceTransferredOn = transferredOn(STEP.pda_advance_payment_pending_confirmation);
const balanceTransferredOn = transferredOn(STEP.fda_balance_payment_pending_confirmation);

const paymentMode = (currency: string) =>
  `case ${currency} when 'EUR' then 'sepa' when 'CNY' then 'cnaps' when 'USD' then 'swift' else 'telegraphic_transfer' end`;
const snapshot = `jsonb_build_object('bank_account_id', ba.id, 'bank_name', ba.bank_name,
  'account_title', ba.account_title, 'account_number', ba.account_number, 'iban', ba.iban, 'bic_swift', ba.bic_swift)`;

/**
 * Payments of the calls lo..hi, as the approvals and payment steps leave them (decision 007): the
 * advance for the prefunding amount once the PDA is approved, the balance (or the agent's refund)
 * once the FDA is approved, none for a zero amount. Instructions from the *_checking step on,
 * transferred in full on the way to confirmation, done once receipt is confirmed.
 */
export async function insertPayments(s: Session, plan: Plan, lo: number, hi: number): Promise<void> {
  const { seed } = plan;
  const documentPayment = (kind: 'advance' | 'balance') => {
    const [approved, checking, waiting, confirmed] =
      kind === 'advance'
        ? [
            STEP.pda_approved,
            STEP.pda_checking,
            STEP.pda_advance_payment_pending_confirmation,
            STEP.advance_confirmed_fda_pending_creation,
          ]
        : [STEP.fda_approved, STEP.fda_checking, STEP.fda_balance_payment_pending_confirmation, COMPLETED];
    const amount =
      kind === 'advance' ? 'd.prefunding_amount' : '(d.fda_agreed_total - d.prefunding_received)';
    const transferred = kind === 'advance' ? advanceTransferredOn : balanceTransferredOn;
    const isPaid = `(g.progress >= ${confirmed} or (g.progress = ${waiting} and ${rnd(seed, 'g.id', kind === 'advance' ? 50 : 51)} < 0.5))`;
    return `
    select g.id * 2 - ${kind === 'advance' ? 1 : 0}, g.id, g.id, g.agent_id, ${principalCompanyId('g.p')}, ${plannedStatus},
      ${kind === 'advance' ? `'advance'` : `case when ${amount} < 0 then 'refund' else 'balance' end`},
      abs(${amount}), d.currency,
      case when g.progress >= ${checking} then (${stepAt(checking)} + interval '5 days')::date end,
      case when g.progress >= ${confirmed} then 'done' when ${isPaid} then 'submitted' else 'pending' end,
      case when g.progress >= ${checking} then ${paymentMode('d.currency')} end,
      case when g.progress >= ${checking} then ba.id end,
      case when g.progress >= ${checking} then ${snapshot} end,
      case when g.progress >= ${checking}
        then 'PAY-' || extract(year from ${stepAt(checking)})::int || '-' || lpad((g.id * 2 - ${kind === 'advance' ? 1 : 0})::text, 6, '0') end,
      case when g.progress >= ${checking} then ${stepAt(checking)}::date end,
      case when ${isPaid} then ${transferred} end,
      case when ${isPaid} then abs(${amount}) end,
      case when g.progress >= ${checking} then ${stepAt(checking)}::date end,
      (g.progress >= ${checking})::int + ${isPaid}::int + (g.progress >= ${confirmed})::int,
      ${stepAt(approved)}, g.end_at
    from gen_call g
    join gen_road rd on rd.step = g.progress
    join das d on d.id = g.id
    left join bank_accounts ba on ba.id = case when ${kind === 'balance' ? `${amount} < 0` : 'false'}
      then g.legal_entity_id else g.a end
    where g.id between ${lo} and ${hi} and g.branch in ('', 'querying', 'in_query')
      and g.progress >= ${approved} and ${amount} <> 0`;
  };
  await s.exec(`
    insert into payments (id, port_call_id, da_id, agent_entity_id, principal_entity_id, port_call_status, payment_type, amount, currency, due_on, status, payment_mode,
        bank_account_id, bank_snapshot, payment_reference, initiate_transfer_on, transferred_on,
        transferred_amount, invoice_on, lock_version, created_at, updated_at)
    ${documentPayment('advance')}
    union all
    ${documentPayment('balance')};
    -- An FDA equal to the advance creates no payment and completes the call (decision 007).
    update gen_call g set progress = ${COMPLETED}, steps = ${COMPLETED}
      where g.id between ${lo} and ${hi} and g.branch = '' and g.progress between ${STEP.fda_approved} and ${COMPLETED - 1}
        and not exists (select 1 from payments p where p.id = g.id * 2);
  `);
}

const operatorRemarks = textArray([
  'Please provide the tariff reference for this item.',
  'Amount above the port average; please justify.',
  'Is this charge applicable to this vessel size?',
  'Please attach the supporting invoice.',
]);
const agentAnswers = textArray([
  'As per the port tariff 2024, section 3.',
  'Includes overtime for a weekend berthing.',
  'Invoice attached to the FDA.',
]);

/** Comments on about 3 % of the screened lines: the desk asks, the agent answers half of them. */
export async function insertComments(s: Session, plan: Plan, lo: number, hi: number): Promise<void> {
  const { seed } = plan;
  await s.exec(`
    insert into da_comments (id, da_id, cost_line_id, document, user_id, content, created_at)
    select l.id * 2, l.da_id, l.id, 'pda', 1 + l.id % ${plan.operators}, (${operatorRemarks})[1 + l.id % 4],
      ${stepAt(STEP.pda_under_screening)}
    from da_cost_lines l join gen_call g on g.id = l.da_id
    where l.da_id between ${lo} and ${hi} and l.pda_screened_price is not null and ${rnd(seed, 'l.id', 60)} < 0.03
    union all
    select l.id * 2 + 1, l.da_id, l.id, 'pda', ${agentUserId('g.a', 1)}, (${agentAnswers})[1 + l.id % 3],
      ${stepAt(STEP.pda_under_screening)} + interval '3 hours'
    from da_cost_lines l join gen_call g on g.id = l.da_id
    where l.da_id between ${lo} and ${hi} and l.pda_screened_price is not null and ${rnd(seed, 'l.id', 60)} < 0.015
      and g.progress >= ${STEP.pda_pending_approval};
  `);
}
