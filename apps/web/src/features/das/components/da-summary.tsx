import type { DaDetail } from '@portledger/contracts';
import { Alert, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASH, formatAmount, formatDate } from '../../../lib/format.ts';
import { amountStyle } from './styles.ts';

const percent = (value: string | null) => (value === null ? DASH : `${formatAmount(value)}%`);

/** Currencies, the exchange rate recorded at submit, prefunding figures, and the notes of each step. */
export function DaSummary({ da }: { da: DaDetail }) {
  const { t } = useTranslation();
  const rate = da.exchange_rate
    ? `1 ${da.currency} = ${da.exchange_rate} ${da.principal_currency ?? ''} (${formatDate(da.exchange_rate_on)})`
    : t('das.summary.noRate');
  // A query or a decline stands out while it waits for the agent; once answered it is history.
  const open = (status: string, type: 'warning' | 'error') =>
    da.status === status ? type : ('info' as const);
  const notes = [
    { key: 'pdaSummary', text: da.pda_screening_summary, type: 'info' as const },
    { key: 'fdaSummary', text: da.fda_screening_summary, type: 'info' as const },
    { key: 'query', text: da.fda_query, type: open('fda_under_querying', 'warning') },
    { key: 'answer', text: da.fda_query_answer, type: 'success' as const },
    { key: 'declineReason', text: da.fda_decline_reason, type: open('fda_in_query', 'error') },
  ].filter((note) => note.text);
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 4 }}
        data-testid="da-summary"
        items={[
          { key: 'currency', label: t('das.summary.currency'), children: da.currency },
          {
            key: 'rate',
            label: t('das.summary.exchangeRate'),
            children: <span data-testid="exchange-rate">{rate}</span>,
          },
          {
            key: 'requested',
            label: t('das.summary.prefundingRequested'),
            children: percent(da.prefunding_requested_percent),
          },
          {
            key: 'default',
            label: t('das.summary.prefundingDefault'),
            children: percent(da.prefunding_default_percent),
          },
          {
            key: 'agreed',
            label: t('das.summary.prefundingAgreed'),
            children: percent(da.prefunding_agreed_percent),
          },
          {
            key: 'amount',
            label: t('das.summary.prefundingAmount', { cur: da.currency }),
            children: (
              <span style={amountStyle} data-testid="prefunding-amount">
                {formatAmount(da.prefunding_amount)}
              </span>
            ),
          },
        ]}
      />
      {notes.map((note) => (
        <div key={note.key} data-testid={`da-note-${note.key}`}>
          <Alert
            type={note.type}
            showIcon
            title={
              <span style={{ whiteSpace: 'pre-wrap' }}>
                <strong>{t('common.labelled', { label: t(`das.summary.${note.key}`) })}</strong>
                {note.text}
              </span>
            }
          />
        </div>
      ))}
    </Space>
  );
}
