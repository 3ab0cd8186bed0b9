import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-search.tsx';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { usePorts } from '../api/get-ports.ts';
import { portListParams, toPortListQuery } from '../components/port-list-params.ts';
import { PortsTable } from '../components/ports-table.tsx';

/** `/ports`: every port, searchable by name, city or UN/LOCODE, filterable by country. */
export function PortsListPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const [state, update] = useListParams(portListParams);
  const ports = usePorts(toPortListQuery(state));
  const rows = ports.data?.objects ?? [];

  // The country's label for a filter read from the URL: every row of the filtered list carries it.
  const country = rows.find((row) => row.country?.id === state.countryId)?.country;

  return (
    <>
      <PageHeader title={t('pages.ports')} trail={trail} />
      <Card variant="outlined">
        <Space wrap style={{ marginBottom: 16 }}>
          <ListSearch
            data-testid="ports-search"
            placeholder={t('ports.list.search')}
            width={340}
            value={state.q}
            onSearch={(q) => update({ q })}
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
          onChange={update}
        />
      </Card>
    </>
  );
}
