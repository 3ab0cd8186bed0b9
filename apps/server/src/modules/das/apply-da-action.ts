import {
  type DaAction,
  type DaActionRequest,
  documentTotalsOf,
  type FieldError,
  needsVarianceReason,
  nextStatus,
  type PortCallStatus,
  type PriceKey,
  prefundingAmountOf,
  statusLabel,
  statusOrder,
} from '@portledger/contracts';
import { type AuditChange, type Db, schema } from '@portledger/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type MessageKey, translate } from '../../i18n/index.ts';
import type { SessionUser } from '../../types.ts';
import { createNotifications } from '../notifications/create-notifications.ts';
import { createPaymentOnApproval } from '../payments/create-payment.ts';
import { assertAction } from '../port-calls/assert-action.ts';
import { logPortCall, operatorIds, principalsOf, usersOfCompany } from '../port-calls/port-call-writes.ts';
import { attributeScreeningSavings } from '../screening/attribute-savings.ts';
import { screenDa } from '../screening/screen-da.ts';
import { applyLineEdits, assertLineRights, type DaLine, fillMissing, readLines } from './da-lines.ts';
import { type LockedDa, lockDa } from './da-scope.ts';
import { documentOfStep } from './document-steps.ts';
import { lineRules } from './line-rules.ts';

const t = schema;
type Tx = Db;
const required = (field: string, message: MessageKey): FieldError => ({ field, message });

function totalsOf(rows: DaLine[]) {
  const prices = rows.map(({ line, grouping }) => ({
    grouping,
    pda_quoted_price: line.pdaQuotedPrice,
    pda_screened_price: line.pdaScreenedPrice,
    pda_agreed_price: line.pdaAgreedPrice,
    fda_quoted_price: line.fdaQuotedPrice,
    fda_screened_price: line.fdaScreenedPrice,
    fda_agreed_price: line.fdaAgreedPrice,
  }));
  return { pda: documentTotalsOf(prices, 'pda'), fda: documentTotalsOf(prices, 'fda') };
}

/** The largest amount a NUMERIC(18,2) column holds, in cents (totals are formatted "123.45"). */
const MAX_AMOUNT_CENTS = 10n ** 18n - 1n;

/**
 * Each line fits NUMERIC(18,2) (16 digits are validated), but their sum may not: refused with a
 * 422 naming the lines, inside the transaction, so the line edits already made roll back.
 */
function assertTotalsFit(totals: ReturnType<typeof totalsOf>) {
  const values = [totals.pda, totals.fda].flatMap((d) => [d.quoted, d.screened, d.agreed]);
  const tooLarge = values.some(
    (value) => value !== null && BigInt(value.replace('.', '')) > MAX_AMOUNT_CENTS,
  );
  if (tooLarge)
    throw new AppError(422, 'da.totalTooLarge', {
      errors: [required('cost_items_attributes', 'da.totalTooLarge')],
    });
}

/** The latest stored rate quoted -> principal currency; 1 for the same currency; null when none. */
async function rateFor(tx: Tx, from: string, to: string | null) {
  if (!to) return null;
  if (from === to) return { rate: '1.00000000', on: new Date().toISOString().slice(0, 10) };
  const [row] = await tx
    .select({ rate: t.exchangeRates.rate, on: t.exchangeRates.effectiveOn })
    .from(t.exchangeRates)
    .innerJoin(sql`${t.currencies} as f`, sql`f.id = ${t.exchangeRates.fromCurrencyId}`)
    .innerJoin(sql`${t.currencies} as c`, sql`c.id = ${t.exchangeRates.toCurrencyId}`)
    .where(sql`f.code = ${from} and c.code = ${to}`)
    .orderBy(desc(t.exchangeRates.effectiveOn))
    .limit(1);
  return row ?? null;
}

/**
 * The steps that fill a stage's missing prices from the earlier stages' (`fillMissing`), and the
 * screening submissions, which also attribute the savings to the screening flags.
 */
const fills: Partial<Record<DaAction, { target: PriceKey; source: PriceKey[]; screened?: 'pda' | 'fda' }>> = {
  pda_submit_screening: { target: 'pda_screened_price', source: ['pda_quoted_price'], screened: 'pda' },
  fda_submit_screening: { target: 'fda_screened_price', source: ['fda_quoted_price'], screened: 'fda' },
  pda_approve: { target: 'pda_agreed_price', source: ['pda_screened_price', 'pda_quoted_price'] },
  fda_approve: { target: 'fda_agreed_price', source: ['fda_screened_price', 'fda_quoted_price'] },
};

const nextActor: Partial<Record<DaAction, 'operator' | 'principal' | 'agent'>> = {
  pda_submit: 'operator',
  fda_submit: 'operator',
  fda_answer_query: 'operator',
  pda_submit_screening: 'principal',
  fda_submit_screening: 'principal',
  pda_approve: 'agent',
  fda_approve: 'agent',
  fda_raise_query: 'agent',
  fda_decline: 'agent',
};

/**
 * One DA action (issue 5) in one transaction: role, state and lock_version checks, the line edits
 * the step owns, the step's required inputs, totals recomputed from the lines, the new status, the
 * operation-log entry with the changed amounts, and the notifications of whoever acts next.
 */
export async function applyDaAction({
  db,
  user,
  daId,
  action,
  input,
}: {
  db: Db;
  user: SessionUser;
  daId: number;
  action: DaAction;
  input: DaActionRequest;
}): Promise<void> {
  const rule = lineRules[action];
  const lines = input.cost_items_attributes ?? [];
  // The desk's screening: the rules' flags name the savings reasons. Their evidence reads run
  // before the transaction, not under the DA's lock; screening never changes a quoted price.
  const screening = action === 'pda_submit_screening' || action === 'fda_submit_screening';
  const screeningFlags =
    screening && user.kind === 'operator'
      ? (
          await screenDa({
            db,
            user,
            daId,
            document: action.startsWith('pda') ? 'pda' : 'fda',
            locale: 'en-US',
          })
        ).flagsByLine
      : null;
  await db.transaction(async (tx) => {
    const { da, portCall } = await lockDa(tx, user, daId);
    const status = portCall.status as PortCallStatus;
    assertAction(status, user.kind, action);
    if (da.lockVersion !== input.lock_version) throw new AppError(409, 'conflict.stale');
    const foreignField = (
      [
        'currency',
        'prefunding_requested_percent',
        'exchange_rate',
        'prefunding_agreed_percent',
        'screening_summary',
        'decline_reason',
        'query',
        'answer',
      ] as const
    ).find((field) => input[field] !== undefined && !rule.fields.includes(field));
    if (foreignField) {
      throw new AppError(403, 'da.fieldNotYours', {
        params: { field: foreignField },
        errors: [{ field: foreignField, message: 'da.fieldNotYours' }],
      });
    }
    assertLineRights(action, lines);
    if (input.currency) {
      const [currency] = await tx
        .select({ id: t.currencies.id })
        .from(t.currencies)
        .where(eq(t.currencies.code, input.currency));
      if (!currency)
        throw new AppError(400, 'validation.failed', {
          errors: [required('currency', 'da.currencyUnknown')],
        });
    }

    // One read serves the totals before the edits, the edits' own checks and the totals after.
    const current = await readLines(tx, daId);
    const before = totalsOf(current);
    const edited = await applyLineEdits({ tx, user, daId, action, lines, existing: current });

    const errors: FieldError[] = [];
    const changes: AuditChange[] = [];
    const set: Partial<typeof t.das.$inferInsert> = {};
    const now = new Date();
    if (input.currency !== undefined) set.currency = input.currency;
    if (input.prefunding_requested_percent !== undefined)
      set.prefundingRequestedPercent = input.prefunding_requested_percent;
    if (input.exchange_rate !== undefined) set.agentExchangeRate = input.exchange_rate;

    const fill = fills[action];
    if (fill) {
      await fillMissing(tx, daId, fill.target, fill.source);
      if (fill.screened)
        await attributeScreeningSavings(tx, daId, fill.screened, screeningFlags ?? new Map());
    }
    // Filled prices are in the database alone: the totals read the lines again then.
    const after = totalsOf((!fill && edited) || (await readLines(tx, daId)));
    assertTotalsFit(after);

    switch (action) {
      case 'pda_submit':
      case 'fda_submit': {
        if (!(await hasLines(tx, daId, action === 'pda_submit' ? 'pda' : 'fda'))) {
          throw new AppError(422, 'da.linesRequired', {
            errors: [required('cost_items_attributes', 'da.linesRequired')],
          });
        }
        const [principal] = await tx
          .select({ currency: t.entities.currency, prefunding: t.entities.defaultPrefunding })
          .from(t.entities)
          .where(eq(t.entities.id, portCall.principalEntityId));
        const quotedCurrency = input.currency ?? da.currency;
        const principalCurrency = principal?.currency ?? null;
        const agentRate = input.exchange_rate !== undefined ? input.exchange_rate : da.agentExchangeRate;
        set.principalCurrency = principalCurrency;
        if (agentRate && principalCurrency) {
          // The agent's own rate, dated today, kept as stated (even 1.2 for the same currency):
          // the screening compares it with the stored rate of the day, and the desk decides.
          set.exchangeRate = agentRate;
          set.exchangeRateOn = now.toISOString().slice(0, 10);
        } else {
          const rate = await rateFor(tx, quotedCurrency, principalCurrency);
          set.exchangeRate = rate?.rate ?? null;
          set.exchangeRateOn = rate?.on ?? null;
        }
        if (action === 'pda_submit') set.pdaExchangeRate = set.exchangeRate;
        if (action === 'fda_submit') {
          const missing = await linesMissingVarianceReason(tx, daId);
          if (missing.length) {
            throw new AppError(422, 'da.varianceReasonRequired', {
              params: { count: missing.length },
              errors: missing.map((line) => ({
                field: `lines.${line.id}.fda_variance_reason`,
                message: 'da.varianceReasonMissing' as MessageKey,
              })),
            });
          }
        }
        if (action === 'pda_submit') {
          set.pdaSubmittedAt = now;
          set.prefundingDefaultPercent = principal?.prefunding ?? '0';
        } else {
          set.fdaSubmittedAt = now;
        }
        break;
      }
      case 'pda_submit_screening':
      case 'fda_submit_screening':
        if (!input.screening_summary) errors.push(required('screening_summary', 'da.summaryRequired'));
        set[action === 'pda_submit_screening' ? 'pdaScreeningSummary' : 'fdaScreeningSummary'] =
          input.screening_summary ?? null;
        break;
      case 'pda_approve': {
        const percent = input.prefunding_agreed_percent ?? da.prefundingAgreedPercent;
        if (percent === null || percent === undefined) {
          errors.push(required('prefunding_agreed_percent', 'da.prefundingRequired'));
          break;
        }
        set.prefundingAgreedPercent = percent;
        set.prefundingAmount = prefundingAmountOf(after.pda.agreed ?? after.pda.quoted, percent);
        set.pdaApprovedAt = now;
        changes.push({
          field: 'prefunding_amount',
          before: da.prefundingAmount,
          after: set.prefundingAmount,
        });
        break;
      }
      case 'fda_approve':
        set.fdaApprovedAt = now;
        break;
      case 'fda_raise_query':
        if (!input.query) errors.push(required('query', 'da.queryRequired'));
        set.fdaQuery = input.query ?? null;
        set.fdaQueryAnswer = null;
        break;
      case 'fda_answer_query':
        if (!input.answer) errors.push(required('answer', 'da.answerRequired'));
        set.fdaQueryAnswer = input.answer ?? null;
        break;
      case 'fda_decline':
        if (!input.decline_reason) errors.push(required('decline_reason', 'da.declineReasonRequired'));
        set.fdaDeclineReason = input.decline_reason ?? null;
        break;
      default:
        break;
    }
    // Throwing inside the transaction rolls back the line edits made above: nothing is written.
    if (errors.length) throw new AppError(400, 'validation.failed', { errors });

    await tx
      .update(t.das)
      .set({
        ...set,
        pdaQuotedTotal: after.pda.quoted,
        pdaScreenedTotal: after.pda.screened,
        pdaAgreedTotal: after.pda.agreed,
        fdaQuotedTotal: after.fda.quoted,
        fdaScreenedTotal: after.fda.screened,
        fdaAgreedTotal: after.fda.agreed,
        lockVersion: sql`${t.das.lockVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(t.das.id, daId));
    const approved = action === 'pda_approve' || action === 'fda_approve';
    const payment = approved
      ? await createPaymentOnApproval(tx, { daId, document: action === 'pda_approve' ? 'pda' : 'fda' })
      : null;
    // Nothing to pay (0 % prefunding, or an FDA equal to the advance): the call moves on past the
    // payment steps instead of waiting for instructions that cannot be given.
    const to =
      approved && !payment
        ? action === 'pda_approve'
          ? 'advance_confirmed_fda_pending_creation'
          : 'da_completed'
        : nextStatus(status, action);
    await tx
      .update(t.portCalls)
      .set({
        status: to,
        statusOrder: statusOrder(to),
        lockVersion: sql`${t.portCalls.lockVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(t.portCalls.id, portCall.id));

    for (const document of ['pda', 'fda'] as const) {
      for (const stage of ['quoted', 'screened', 'agreed'] as const) {
        if (before[document][stage] !== after[document][stage]) {
          changes.push({
            field: `${document}_${stage}_total`,
            before: before[document][stage],
            after: after[document][stage],
          });
        }
      }
    }
    if (to !== status) {
      const both = (value: PortCallStatus) => ({
        'en-US': statusLabel(value, 'en-US'),
        'zh-CN': statusLabel(value, 'zh-CN'),
      });
      changes.unshift({ field: 'status', before: both(status), after: both(to) });
    }
    const note = input.screening_summary ?? input.query ?? input.answer ?? input.decline_reason ?? null;
    await logPortCall(tx, { portCallId: portCall.id, user, action, changes, note });
    await notifyNext(tx, {
      user,
      action,
      portCall,
      daId,
      text: input.decline_reason ?? input.query ?? input.answer,
    });
  });
}

/** The FDA lines deviating from their PDA line by more than the setting, without a reason. */
async function linesMissingVarianceReason(tx: Tx, daId: number) {
  const [settings] = await tx
    .select({ percent: t.screeningSettings.varianceReasonPercent })
    .from(t.screeningSettings)
    .where(eq(t.screeningSettings.id, 1));
  const lines = await tx
    .select({
      id: t.daCostLines.id,
      category_id: sql<number>`0`,
      pda_quoted_price: t.daCostLines.pdaQuotedPrice,
      pda_agreed_price: t.daCostLines.pdaAgreedPrice,
      fda_quoted_price: t.daCostLines.fdaQuotedPrice,
      fda_agreed_price: t.daCostLines.fdaAgreedPrice,
      fda_variance_reason: t.daCostLines.fdaVarianceReason,
    })
    .from(t.daCostLines)
    .where(eq(t.daCostLines.daId, daId))
    .orderBy(t.daCostLines.id);
  return lines.filter(
    (line) => !line.fda_variance_reason && needsVarianceReason(line, settings?.percent ?? '10'),
  );
}

async function hasLines(tx: Tx, daId: number, document: 'pda' | 'fda') {
  const column = document === 'pda' ? t.daCostLines.pdaQuotedPrice : t.daCostLines.fdaQuotedPrice;
  const [row] = await tx
    .select({ id: t.daCostLines.id })
    .from(t.daCostLines)
    .where(and(eq(t.daCostLines.daId, daId), sql`${column} is not null`))
    .limit(1);
  return !!row;
}

async function notifyNext(
  tx: Tx,
  {
    user,
    action,
    portCall,
    daId,
    text,
  }: {
    user: SessionUser;
    action: DaAction;
    portCall: LockedDa['portCall'];
    daId: number;
    /** What the actor wrote for the next one: the decline reason, the query or its answer. */
    text: string | undefined;
  },
) {
  const who = nextActor[action];
  if (!who) return;
  const recipients =
    who === 'operator'
      ? await operatorIds(tx)
      : who === 'agent'
        ? await usersOfCompany(tx, portCall.agentEntityId)
        : await principalsOf(tx, portCall.legalEntityId, portCall.createdById);
  const [names] = await tx
    .select({ vessel: t.vessels.name, port: t.ports.name, actor: t.users.displayName })
    .from(t.portCalls)
    .leftJoin(t.vessels, eq(t.vessels.id, t.portCalls.vesselId))
    .leftJoin(t.ports, eq(t.ports.id, t.portCalls.portId))
    .innerJoin(t.users, eq(t.users.id, user.id))
    .where(eq(t.portCalls.id, portCall.id));
  await createNotifications({
    db: tx,
    userIds: recipients.filter((id) => id !== user.id),
    titleKey: 'notify.da.title',
    contentKey: 'notify.da.content',
    params: (locale) => ({
      ref: portCall.refNo,
      action: translateAction(locale, action),
      actor: names?.actor ?? '',
      vessel: names?.vessel ?? '-',
      port: names?.port ?? '-',
      next: translateNext(locale, action, who, text),
    }),
    businessArea: action.startsWith('pda') ? 'PDA' : 'PORT_CALL',
    severity: action === 'fda_decline' || action === 'fda_raise_query' ? 'warning' : 'info',
    link: `/das-mgmt/${portCall.id}`,
    document: documentOfStep[action] ? { daId, document: documentOfStep[action]! } : null,
  });
}

const translateAction = (locale: Parameters<typeof translate>[0], action: DaAction) =>
  translate(locale, `portCall.action.${action}` as MessageKey);
/** What comes next, said for the step where it is more than "your turn" (with what was written). */
const NEXT_OF_ACTION: Partial<Record<DaAction, MessageKey>> = {
  pda_approve: 'notify.da.next.pda_approve',
  fda_approve: 'notify.da.next.fda_approve',
  fda_decline: 'notify.da.next.fda_decline',
  fda_raise_query: 'notify.da.next.fda_raise_query',
  fda_answer_query: 'notify.da.next.fda_answer_query',
};
const translateNext = (
  locale: Parameters<typeof translate>[0],
  action: DaAction,
  who: 'operator' | 'principal' | 'agent',
  text: string | undefined,
) =>
  translate(locale, NEXT_OF_ACTION[action] ?? (`notify.da.next.${who}` as MessageKey), {
    text: excerpt(text),
  });

/** A reason or query as a notification quotes it: the whole of a short one, the start of a long one. */
function excerpt(text: string | undefined, max = 280): string {
  const trimmed = text?.trim() ?? '';
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}
