import { DownOutlined, RightOutlined } from '@ant-design/icons';
import {
  type DaDetail,
  daVarianceOf,
  type VarianceFigures,
  type VarianceLineInput,
} from '@portledger/contracts';
import { Button, Card, Descriptions, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DASH, formatAmount, formatMoney } from '../../../lib/format.ts';
import { useDraftVersion } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import {
  type DaLine,
  type DraftLine,
  formPrices,
  linesOf,
  type Stage,
  unreadableLines,
} from './form-values.ts';
import { rateText } from './percent.ts';
import { amountStyle } from './styles.ts';

/** Statuses in which the agent still prepares the FDA: its rate is not fixed yet. */
const FDA_OPEN = ['advance_confirmed_fda_pending_creation', 'fda_under_creation', 'fda_in_query'];

/**
 * The lines as they stand in the form (typed prices and reasons over the saved ones), for the
 * variance: every saved line of the DA, the new ones, without the deleted ones.
 */
export function varianceInputs(
  da: DaDetail,
  drafts: readonly DraftLine[],
  saved: ReadonlyMap<number, DaLine>,
  document: 'pda' | 'fda',
  stage: Stage | null,
): VarianceLineInput[] {
  const byId = new Map(drafts.filter((line) => line.id !== undefined).map((line) => [line.id!, line]));
  const fromDraft = (line: DraftLine, id: number, base?: DaLine): VarianceLineInput => {
    const [prices] = formPrices([line], saved, document, stage ?? 'quoted');
    const editsReason = document === 'fda' && stage === 'quoted';
    return {
      id,
      category_id: line.categoryId,
      pda_quoted_price: prices?.pda_quoted_price ?? null,
      pda_agreed_price: prices?.pda_agreed_price ?? null,
      fda_quoted_price: prices?.fda_quoted_price ?? null,
      fda_agreed_price: prices?.fda_agreed_price ?? null,
      fda_variance_reason: editsReason ? (line.reason ?? null) : (base?.fda_variance_reason ?? null),
    };
  };
  const rows: VarianceLineInput[] = [];
  for (const line of linesOf(da)) {
    const draft = byId.get(line.id);
    if (draft?.destroyed) continue;
    rows.push(draft ? fromDraft(draft, line.id, line) : line);
  }
  drafts.forEach((line, i) => {
    if (line.id === undefined && !line.destroyed) rows.push(fromDraft(line, -(i + 1)));
  });
  return rows;
}

/** The rate the FDA is converted at: its own once submitted, the agent's stated one before. */
export function fdaRateOf(da: DaDetail): string | null {
  return FDA_OPEN.includes(da.status) ? da.agent_exchange_rate : da.exchange_rate;
}

/** `unknown`: a typed price in the row cannot be read, so its FDA figures are not told. */
type Row = VarianceFigures & { key: string; name: string; total?: boolean; unknown: boolean };

/** A variance % as the server writes it, always 2 decimals: "-9.10%", "2.17%". */
export const variancePercentText = (value: string) => `${formatAmount(value)}%`;

const signColour = (value: string | null) =>
  value === null ? undefined : value.startsWith('-') ? '#389e0d' : value !== '0.00' ? '#cf1322' : undefined;

/**
 * PDA vs FDA (issue 10): per category and in total, PDA agreed, FDA quoted and agreed, the
 * variance and its %; the exchange-rate effect on its own line in the principal's currency.
 * Follows the form as the agent types.
 */
export function VariancePanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const store = useDraftVersion();
  const { da, document, stage, saved } = useEditor();
  const drafts = store.everything();
  const inputs = varianceInputs(da, drafts, saved, document, stage);
  const variance = daVarianceOf(inputs, {
    pda: da.pda_exchange_rate,
    fda: fdaRateOf(da),
    currency: da.currency,
    principalCurrency: da.principal_currency,
  });
  // A typed FDA price that cannot be read counts in no figure (it would fall back to the saved
  // one): the figures that hold it show a dash, as the totals do.
  const unreadable = unreadableLines(store.all());
  const unreadableIn = new Set(stage === 'screened' ? [] : unreadable.map((line) => line.categoryId));
  const names = new Map(da.categories.map((category) => [category.id, category.name]));
  for (const line of drafts) if (!names.has(line.categoryId)) names.set(line.categoryId, line.categoryName);
  const rows: Row[] = [
    ...variance.categories.map((row) => ({
      ...row,
      key: `c${row.category_id}`,
      name: names.get(row.category_id) ?? '',
      unknown: unreadableIn.has(row.category_id),
    })),
    {
      ...variance.total,
      key: 'total',
      name: t('das.variance.total'),
      total: true,
      unknown: unreadableIn.size > 0,
    },
  ];
  const cur = da.currency;
  const amount = (value: string | null, row: Row) => (
    <span style={{ ...amountStyle, fontWeight: row.total ? 600 : undefined }}>{formatAmount(value)}</span>
  );
  const columns: ColumnsType<Row> = [
    {
      key: 'name',
      title: t('das.variance.category'),
      render: (_, row) => (row.total ? <strong>{row.name}</strong> : row.name),
    },
    {
      key: 'pda',
      title: `${t('das.column.pdaAgreed')} (${cur})`,
      align: 'right',
      render: (_, row) => amount(row.pda_agreed, row),
    },
    {
      key: 'fdaQuoted',
      title: `${t('das.column.fdaQuoted')} (${cur})`,
      align: 'right',
      render: (_, row) => amount(row.unknown && stage === 'quoted' ? null : row.fda_quoted, row),
    },
    {
      key: 'fdaAgreed',
      title: `${t('das.variance.fdaAgreed')} (${cur})`,
      align: 'right',
      render: (_, row) => amount(row.unknown && stage === 'agreed' ? null : row.fda_agreed, row),
    },
    {
      key: 'variance',
      title: `${t('das.column.variance')} (${cur})`,
      align: 'right',
      render: (_, row) => (
        <span
          style={{
            ...amountStyle,
            color: signColour(row.unknown ? null : row.variance),
            fontWeight: row.total ? 600 : undefined,
          }}
          data-testid={row.total ? 'variance-total' : 'variance-category'}
        >
          {formatAmount(row.unknown ? null : row.variance)}
        </span>
      ),
    },
    {
      key: 'percent',
      title: t('das.variance.percent'),
      align: 'right',
      render: (_, row) => (
        <span style={{ ...amountStyle, color: signColour(row.unknown ? null : row.variance) }}>
          {row.unknown
            ? DASH
            : row.variance_percent === null
              ? t('das.variance.notOnPda')
              : variancePercentText(row.variance_percent)}
        </span>
      ),
    },
  ];
  const effect = unreadableIn.size ? null : variance.exchange_rate_effect;
  const principal = da.principal_currency;
  const noEffect = !principal
    ? 'das.variance.rateUnknownCurrency'
    : principal === cur
      ? 'das.variance.rateSameCurrency'
      : !da.pda_exchange_rate || !fdaRateOf(da)
        ? 'das.variance.rateUnknown'
        : 'das.variance.rateUnchanged';
  const body = (
    <>
      <Table<Row>
        size="small"
        rowKey="key"
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="variance-table"
        onRow={(row) => (row.total ? { style: { background: '#fafafa' } } : {})}
      />
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginTop: 12 }}
        data-testid="variance-rate-effect"
        items={[
          {
            key: 'effect',
            label: t('das.variance.rateEffect', { cur: principal ?? '' }),
            children: effect ? (
              <div>
                <Typography.Text
                  strong
                  style={{ ...amountStyle, color: signColour(effect.effect) }}
                  data-testid="variance-rate-effect-amount"
                >
                  {formatMoney(effect.effect, effect.principal_currency)}
                </Typography.Text>
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: 0 }}>
                  {t('das.variance.rateEffectDetail', {
                    cur,
                    principal: effect.principal_currency,
                    pdaRate: rateText(effect.pda_rate),
                    fdaRate: rateText(effect.fda_rate),
                    atPda: formatMoney(effect.at_pda_rate, effect.principal_currency),
                    atFda: formatMoney(effect.at_fda_rate, effect.principal_currency),
                  })}
                </Typography.Paragraph>
              </div>
            ) : (
              <Typography.Text type="secondary" data-testid="variance-rate-effect-none">
                {unreadableIn.size
                  ? t('das.totals.unreadable', { count: unreadable.length })
                  : t(noEffect, { cur, principal })}
              </Typography.Text>
            ),
          },
        ]}
      />
    </>
  );
  // A card with a toggle rather than antd's Collapse: no new chunk on the port-call list's path.
  return (
    <Card
      size="small"
      style={{ marginTop: 12 }}
      data-testid="variance-panel"
      title={
        <Button
          type="text"
          size="small"
          icon={open ? <DownOutlined /> : <RightOutlined />}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          style={{ fontWeight: 600, paddingInline: 4 }}
          data-testid="variance-toggle"
        >
          {t('das.variance.title')}
        </Button>
      }
      extra={
        <span
          style={{ ...amountStyle, color: signColour(unreadableIn.size ? null : variance.total.variance) }}
          data-testid="variance-headline"
        >
          {unreadableIn.size ? DASH : formatMoney(variance.total.variance, cur)}
          {!unreadableIn.size &&
            variance.total.variance_percent !== null &&
            ` (${variancePercentText(variance.total.variance_percent)})`}
        </span>
      }
      styles={open ? undefined : { body: { display: 'none' } }}
    >
      {body}
    </Card>
  );
}
