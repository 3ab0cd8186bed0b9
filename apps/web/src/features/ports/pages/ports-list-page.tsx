import { Button, Card, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { usePorts } from '../api/get-ports.ts';
import { toPortListQuery, usePortListParams } from '../components/port-list-params.ts';
import { PortsTable } from '../components/ports-table.tsx';

/** `/ports`: every port, searchable by name, city or UN/LOCODE, filterable by country. */
export function PortsListPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const [state, update] = usePortListParams();
  const [typed, setTyped] = useState(state.q);
  const ports = usePorts(toPortListQuery(state));
  const rows = ports.data?.objects ?? [];

  // Back/forward or a link changes the URL: the box shows what is searched.
  useEffect(() => setTyped(state.q), [state.q]);

  // The country's label for a filter read from the URL: every row of the filtered list carries it.
  const country = rows.find((row) => row.country?.id === state.countryId)?.country;

  return (
    <>
      <PageHeader title={t('pages.ports')} trail={trail} />
      <Card variant="outlined">
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            data-testid="ports-search"
            placeholder={t('ports.list.search')}
            aria-label={t('ports.list.search')}
            style={{ width: 340 }}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => update({ q: value.trim() })}
          />
          <RemoteSelect
            path="/countries/option"
            data-testid="ports-country"
            style={{ width: 240 }}
            placeholder={t('ports.list.country')}
            value={state.countryId ?? null}
            initialOption={country ? { id: country.id, name: country.name } : undefined}
            onChange={(id) => update({ countryId: id ?? undefined })}
          />
          {(state.q || state.countryId) && (
            <Button type="link" onClick={() => update({ q: '', countryId: undefined })}>
              {t('ports.list.reset')}
            </Button>
          )}
        </Space>
        <PortsTable
          rows={rows}
          page={ports.data?.page}
          loading={ports.isFetching}
          sort={state.sort}
          empty={t('ports.list.empty')}
          onChange={({ page, perPage, sort }) => update({ page, perPage, sort })}
        />
      </Card>
    </>
  );
}
