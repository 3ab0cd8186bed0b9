import type { DaDocument } from '@portledger/contracts';
import { Button, DatePicker, Segmented, Space } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { portDetail, RemoteSelect, vesselDetail } from '../../../components/remote-select.tsx';
import { useOptions } from '../../../lib/options.ts';
import { clearedFilters, type DashboardState, isFiltered } from './dashboard-params.ts';

interface Props {
  state: DashboardState;
  update: (changes: Partial<DashboardState>) => void;
  /** The period and currency the server answered with (the defaults when none is chosen). */
  answered?: { from: string; to: string; currency: string };
  /** Shown after the filters, e.g. the export of what they select. */
  extra?: ReactNode;
}

/** Currencies are stored by code; the lookup picks by id, and its option's name is the code. */
function CurrencySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const current = useOptions('/currencies/option', { name_i_cont: value || undefined }, Boolean(value));
  const row = current.data?.find((option) => option.name === value);
  return (
    <RemoteSelect
      path="/currencies/option"
      data-testid="dashboard-currency"
      placeholder={t('dashboard.filter.currency')}
      allowClear={false}
      style={{ width: 110 }}
      value={row?.id ?? null}
      initialOption={row ? { id: row.id, name: row.name } : undefined}
      onChange={(_, option) => onChange(option?.name ?? '')}
    />
  );
}

/** Period, port, vessel, document and currency of the analyses; every change goes to the URL. */
export function AnalysisFilters({ state, update, answered, extra }: Props) {
  const { t } = useTranslation();
  const from = state.from ?? answered?.from;
  const to = state.to ?? answered?.to;
  return (
    <Space wrap size={[12, 12]} style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        picker="month"
        allowClear={false}
        data-testid="dashboard-period"
        format={t('dashboard.monthFormat')}
        placeholder={[t('dashboard.filter.from'), t('dashboard.filter.to')]}
        value={[from ? dayjs(`${from}-01`) : null, to ? dayjs(`${to}-01`) : null]}
        onChange={(range) =>
          update({
            from: range?.[0]?.format('YYYY-MM') ?? undefined,
            to: range?.[1]?.format('YYYY-MM') ?? undefined,
          })
        }
      />
      <RemoteSelect
        path="/ports/option"
        detail={portDetail}
        data-testid="dashboard-port"
        placeholder={t('dashboard.filter.port')}
        style={{ width: 200 }}
        value={state.port?.id ?? null}
        initialOption={state.port}
        onChange={(id, option) => update({ port: id ? { id, name: option?.name ?? String(id) } : undefined })}
      />
      <RemoteSelect
        path="/vessels/option"
        detail={vesselDetail}
        data-testid="dashboard-vessel"
        placeholder={t('dashboard.filter.vessel')}
        style={{ width: 200 }}
        value={state.vessel?.id ?? null}
        initialOption={state.vessel}
        onChange={(id, option) =>
          update({ vessel: id ? { id, name: option?.name ?? String(id) } : undefined })
        }
      />
      <Segmented<DaDocument | 'latest'>
        data-testid="dashboard-document"
        value={state.document ?? 'latest'}
        onChange={(value) => update({ document: value === 'latest' ? undefined : value })}
        options={[
          { value: 'latest', label: t('dashboard.filter.latest') },
          { value: 'pda', label: t('dashboard.filter.pda') },
          { value: 'fda', label: t('dashboard.filter.fda') },
        ]}
      />
      <CurrencySelect
        value={state.currency || answered?.currency || ''}
        onChange={(currency) => update({ currency })}
      />
      {isFiltered(state) && (
        <Button type="link" onClick={() => update(clearedFilters)}>
          {t('dashboard.filter.reset')}
        </Button>
      )}
      {extra}
    </Space>
  );
}
