import {
  type FlagSeverity,
  type LineEvidence,
  type Locale,
  normaliseAmount,
  type ScreeningFlag,
  savingsReasonLabel,
  savingsReasons,
  toCents,
  varianceReasonLabel,
  varianceReasons,
} from '@portledger/contracts';
import { Button, Descriptions, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate, formatMoney } from '../../../lib/format.ts';
import { useDraftLine, useReasonError, useScreeningReport } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import { isPriceText, priceKeyOf } from './form-values.ts';
import { defaultScreeningReason } from './screening-reason.ts';
import { amountStyle } from './styles.ts';
import { lineNeedsVarianceReason } from './variance.ts';

const small = { fontSize: 12, whiteSpace: 'nowrap' } as const;

/** Tag colours of the flags, strongest first (DESIGN.md: red for what needs action). */
export const severityColour: Record<FlagSeverity, string> = { high: 'red', medium: 'orange', low: 'gold' };

function EvidenceDetails({ evidence, currency }: { evidence: LineEvidence; currency: string }) {
  const { t } = useTranslation();
  const report = useScreeningReport();
  const amount = (value: string) => <span style={amountStyle}>{formatMoney(value, currency)}</span>;
  return (
    <div style={{ maxWidth: 340 }} data-testid="evidence-details">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'median', label: t('das.screening.median'), children: amount(evidence.median) },
          { key: 'p25', label: t('das.screening.p25'), children: amount(evidence.p25) },
          { key: 'p75', label: t('das.screening.p75'), children: amount(evidence.p75) },
          { key: 'samples', label: t('das.screening.samplesLabel'), children: evidence.samples },
          {
            key: 'level',
            label: t('das.screening.levelLabel'),
            children: t(`das.screening.level.${evidence.level}`),
          },
          ...(evidence.gt_range
            ? [
                {
                  key: 'gt',
                  label: t('das.screening.gtRange'),
                  children: `${evidence.gt_range[0].toLocaleString()} – ${evidence.gt_range[1].toLocaleString()} GT`,
                },
              ]
            : []),
          ...(report
            ? [
                {
                  key: 'window',
                  label: t('das.screening.window'),
                  children: `${formatDate(report.window.from)} – ${formatDate(report.window.to)}`,
                },
              ]
            : []),
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
        {evidence.per_gt ? t('das.screening.perGtNote') : t('das.screening.agreedNote')}
      </Typography.Paragraph>
    </div>
  );
}

/**
 * What this item was agreed for before: the median, with the 25th-75th percentile and the
 * samples below it; the details in a popover. The desk applies the median in one click.
 */
export const EvidenceCell = memo(function EvidenceCell({ lineKey }: { lineKey: string }) {
  const { t } = useTranslation();
  const { line, store } = useDraftLine(lineKey);
  const { da, document, stage, saved } = useEditor();
  const report = useScreeningReport();
  if (!line) return null;
  if (!report) return <Typography.Text type="secondary">…</Typography.Text>;
  const quoted = line.id !== undefined ? saved.get(line.id)?.[priceKeyOf(document, 'quoted')] : null;
  const evidence = store.screeningOf(line.id)?.evidence;
  if (!evidence)
    return (
      <Typography.Text type="secondary" style={small} data-testid="evidence-none">
        {t('das.screening.noHistory')}
      </Typography.Text>
    );
  const median = normaliseAmount(evidence.median) ?? evidence.median;
  return (
    <div data-testid="line-evidence" style={{ textAlign: 'right' }}>
      {/* A tooltip, not a popover: no new chunk on the port-call list's path (bundle budget). */}
      <Tooltip
        color="#fff"
        placement="left"
        styles={{ container: { color: 'rgba(0, 0, 0, 0.88)', width: 340 } }}
        title={
          <>
            <Typography.Text strong>{t('das.screening.evidenceTitle', { item: line.name })}</Typography.Text>
            <EvidenceDetails evidence={evidence} currency={da.currency} />
          </>
        }
      >
        <button
          type="button"
          style={{
            ...amountStyle,
            cursor: 'help',
            border: 'none',
            borderBottom: '1px dotted currentColor',
            background: 'none',
            padding: 0,
            font: 'inherit',
            color: 'inherit',
          }}
          data-testid="evidence-median"
          aria-label={t('das.screening.medianLabel', {
            item: line.name,
            amount: formatAmount(evidence.median),
          })}
        >
          {formatAmount(evidence.median)}
        </button>
      </Tooltip>
      <div>
        <Typography.Text type="secondary" style={{ ...small, fontVariantNumeric: 'tabular-nums' }}>
          {`${formatAmount(evidence.p25)} – ${formatAmount(evidence.p75)}`}
        </Typography.Text>
      </div>
      <div>
        <Typography.Text type="secondary" style={small}>
          {t('das.screening.samples', {
            count: evidence.samples,
            level: t(`das.screening.level.${evidence.level}`),
          })}
          {evidence.per_gt ? ` · ${t('das.screening.perGt')}` : ''}
        </Typography.Text>
      </div>
      {/* Screening lowers a quote: the median is offered where it is below the quoted price. */}
      {stage === 'screened' && quoted && toCents(median) < toCents(quoted) && (
        <Button
          size="small"
          type="link"
          style={{ padding: 0, height: 'auto' }}
          data-testid="use-median"
          title={t('das.screening.useMedianHint')}
          onClick={() => store.update(lineKey, { price: median, reason: 'tariff_deviation' })}
        >
          {t('das.screening.useMedian')}
        </Button>
      )}
    </div>
  );
});

export function FlagTags({ flags }: { flags: readonly ScreeningFlag[] }) {
  return (
    <Space size={4} wrap style={{ maxWidth: 260 }}>
      {flags.map((flag) => (
        <Tag
          key={`${flag.code}-${flag.message}`}
          color={severityColour[flag.severity]}
          data-testid="line-flag"
          data-code={flag.code}
          data-severity={flag.severity}
          style={{ whiteSpace: 'normal', marginInlineEnd: 0, lineHeight: '18px' }}
        >
          {flag.message}
        </Tag>
      ))}
    </Space>
  );
}

/** The rules this line broke, as tags coloured by severity with the server's message. */
export const FlagsCell = memo(function FlagsCell({ lineKey }: { lineKey: string }) {
  const { line, store } = useDraftLine(lineKey);
  useScreeningReport();
  const flags = store.screeningOf(line?.id)?.flags ?? [];
  return flags.length ? <FlagTags flags={flags} /> : null;
});

/**
 * The savings reason of a screened line: the desk picks it (the suggested one is preselected on a
 * line screened below its quote); afterwards everyone reads it.
 */
export const ScreeningReasonCell = memo(function ScreeningReasonCell({ lineKey }: { lineKey: string }) {
  const { t, i18n } = useTranslation();
  const { line, store } = useDraftLine(lineKey);
  const { document, stage, saved } = useEditor();
  useScreeningReport();
  const locale = i18n.language as Locale;
  if (!line) return null;
  if (stage !== 'screened') {
    const reason = line.id !== undefined ? saved.get(line.id)?.[`${document}_screening_reason`] : null;
    return reason ? (
      <span data-testid="screening-reason-text">{savingsReasonLabel(reason, locale)}</span>
    ) : null;
  }
  const value = line.reason ?? defaultScreeningReason(line, store, saved, document) ?? undefined;
  return (
    <Select
      size="small"
      allowClear
      value={value}
      placeholder={t('das.screening.reasonNone')}
      aria-label={t('das.screening.reasonLabel', { item: line.name })}
      data-testid="screening-reason"
      style={{ width: 160 }}
      popupMatchSelectWidth={false}
      onChange={(next?: string) => store.update(lineKey, { reason: next ?? null })}
      options={savingsReasons.map((reason) => ({ value: reason, label: savingsReasonLabel(reason, locale) }))}
    />
  );
});

/**
 * The agent's reason for an FDA line that differs from its PDA line: required (marked) when it
 * deviates by more than the threshold or is not on the PDA; the server's 422 lands below it.
 */
export const VarianceReasonCell = memo(function VarianceReasonCell({ lineKey }: { lineKey: string }) {
  const { t, i18n } = useTranslation();
  const { line, store } = useDraftLine(lineKey);
  const error = useReasonError(lineKey);
  const { da, document, stage, saved } = useEditor();
  const locale = i18n.language as Locale;
  if (!line) return null;
  const base = line.id !== undefined ? saved.get(line.id) : undefined;
  if (!(document === 'fda' && stage === 'quoted')) {
    const reason = base?.fda_variance_reason;
    return reason ? (
      <span data-testid="variance-reason-text">{varianceReasonLabel(reason, locale)}</span>
    ) : null;
  }
  const text = line.price.trim();
  const fda = text && isPriceText(text) ? normaliseAmount(text) : null;
  const required = lineNeedsVarianceReason(line, base, da.variance_reason_percent);
  if (!fda && !line.reason) return null;
  return (
    <div>
      <Select
        size="small"
        allowClear
        value={line.reason ?? undefined}
        status={error ? 'error' : required && !line.reason ? 'warning' : undefined}
        placeholder={t(required ? 'das.variance.reasonRequired' : 'das.variance.reasonOptional')}
        aria-label={t('das.variance.reasonLabel', { item: line.name })}
        aria-required={required}
        data-testid="variance-reason"
        data-required={required ? 'true' : 'false'}
        style={{ width: 180 }}
        popupMatchSelectWidth={false}
        onChange={(next?: string) => store.update(lineKey, { reason: next ?? null })}
        options={varianceReasons.map((reason) => ({
          value: reason,
          label: varianceReasonLabel(reason, locale),
        }))}
      />
      {error && (
        <Typography.Text
          type="danger"
          style={{ fontSize: 12, display: 'block', whiteSpace: 'normal', maxWidth: 180 }}
          data-testid="variance-reason-error"
        >
          {error}
        </Typography.Text>
      )}
    </div>
  );
});
