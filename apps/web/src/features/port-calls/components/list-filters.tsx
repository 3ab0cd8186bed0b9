import { Button, Checkbox, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeferredRangePicker } from '../../../components/deferred-range-picker.tsx';
import { ListSearch } from '../../../components/list-search.tsx';
import { portDetail, RemoteSelect, vesselDetail } from '../../../components/remote-select.tsx';
import { useOptions } from '../../../lib/options.ts';
import { clearedFilters, isFiltered, type PortCallListState, type RemarksScope } from './list-params.ts';

interface Props {
  state: PortCallListState;
  update: (changes: Partial<PortCallListState>) => void;
}

/** The filter bar above the port-call table; every change goes to the URL. */
export function ListFilters({ state, update }: Props) {
  const { t } = useTranslation();
  const statuses = useOptions('/port_calls/status_option');

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginBottom: 16 }}>
      <Space wrap size={[12, 12]}>
        <ListSearch
          data-testid="port-calls-search"
          placeholder={t('portCalls.filter.search')}
          width={300}
          value={state.q}
          onSearch={(q) => update({ q })}
        />
        <Checkbox checked={state.allWords} onChange={(event) => update({ allWords: event.target.checked })}>
          {t('portCalls.filter.allWords')}
        </Checkbox>
        <Select<string | undefined>
          allowClear
          data-testid="port-calls-status"
          aria-label={t('portCalls.filter.status')}
          placeholder={t('portCalls.filter.status')}
          style={{ width: 240 }}
          value={state.status}
          loading={statuses.isLoading}
          options={(statuses.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
          onChange={(status) => update({ status: (status as PortCallListState['status']) ?? undefined })}
        />
        <RemoteSelect
          path="/ports/option"
          detail={portDetail}
          data-testid="port-calls-port"
          placeholder={t('portCalls.filter.port')}
          style={{ width: 220 }}
          value={state.port?.id ?? null}
          initialOption={state.port}
          onChange={(id, option) =>
            update({ port: id ? { id, name: option?.name ?? String(id) } : undefined })
          }
        />
        <RemoteSelect
          path="/vessels/option"
          detail={vesselDetail}
          data-testid="port-calls-vessel"
          placeholder={t('portCalls.filter.vessel')}
          style={{ width: 220 }}
          value={state.vessel?.id ?? null}
          initialOption={state.vessel}
          onChange={(id, option) =>
            update({ vessel: id ? { id, name: option?.name ?? String(id) } : undefined })
          }
        />
      </Space>
      <Space wrap size={[12, 12]}>
        <DeferredRangePicker
          allowEmpty={[true, true]}
          placeholder={[t('portCalls.filter.etaFrom'), t('portCalls.filter.etaTo')]}
          value={[state.etaFrom, state.etaTo]}
          onChange={([etaFrom, etaTo]) => update({ etaFrom, etaTo })}
        />
        <Space.Compact>
          <Select<RemarksScope>
            aria-label={t('portCalls.filter.remarksScope')}
            style={{ width: 150 }}
            value={state.remarksScope}
            options={[
              { value: 'remarks', label: t('portCalls.filter.remarksOnly') },
              { value: 'charterer', label: t('portCalls.filter.chartererRemarks') },
            ]}
            onChange={(remarksScope) => update({ remarksScope })}
          />
          <ListSearch
            data-testid="port-calls-remarks"
            placeholder={t('portCalls.filter.remarks')}
            width={240}
            value={state.remarks}
            onSearch={(remarks) => update({ remarks })}
          />
        </Space.Compact>
        <Checkbox
          data-testid="port-calls-canal"
          checked={state.canalTransit}
          onChange={(event) => update({ canalTransit: event.target.checked })}
        >
          {t('portCalls.filter.canalTransit')}
        </Checkbox>
        <Checkbox
          data-testid="port-calls-crewing"
          checked={state.crewing}
          onChange={(event) => update({ crewing: event.target.checked })}
        >
          {t('portCalls.filter.crewing')}
        </Checkbox>
        {isFiltered(state) && (
          <Button type="link" onClick={() => update(clearedFilters)}>
            {t('portCalls.filter.reset')}
          </Button>
        )}
      </Space>
    </div>
  );
}
