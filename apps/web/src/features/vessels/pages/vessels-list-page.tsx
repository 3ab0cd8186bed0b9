import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListSearch } from '../../../components/list-search.tsx';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useVessels } from '../api/get-vessels.ts';
import { useIsOperator } from '../components/use-is-operator.ts';
import { VesselFormDrawer } from '../components/vessel-form-drawer.tsx';
import { toVesselListQuery, vesselListParams } from '../components/vessel-list-params.ts';
import { VesselTypeSelect } from '../components/vessel-type-select.tsx';
import { VesselsTable } from '../components/vessels-table.tsx';

/** `/vessels`: every vessel, searchable by name or IMO, filterable by type and flag. */
export function VesselsListPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const navigate = useNavigate();
  const isOperator = useIsOperator();
  const [state, update] = useListParams(vesselListParams);
  const [creating, setCreating] = useState(false);
  const vessels = useVessels(toVesselListQuery(state));
  const rows = vessels.data?.objects ?? [];

  // The flag's label for a filter read from the URL: every row of the filtered list carries it.
  const flag = rows.find((row) => row.flag?.id === state.flagId)?.flag;
  const filtered = Boolean(state.q || state.typeId || state.flagId);

  return (
    <>
      <PageHeader
        title={t('pages.vessels')}
        trail={trail}
        extra={
          isOperator && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="vessel-create"
              onClick={() => setCreating(true)}
            >
              {t('vessels.list.create')}
            </Button>
          )
        }
      />
      <Card variant="outlined">
        <Space wrap style={{ marginBottom: 16 }}>
          <ListSearch
            data-testid="vessels-search"
            placeholder={t('vessels.list.search')}
            width={320}
            value={state.q}
            onSearch={(q) => update({ q })}
          />
          <VesselTypeSelect
            data-testid="vessels-type"
            style={{ width: 220 }}
            placeholder={t('vessels.list.type')}
            value={state.typeId ?? null}
            onChange={(id) => update({ typeId: id ?? undefined })}
          />
          <RemoteSelect
            path="/countries/option"
            data-testid="vessels-flag"
            style={{ width: 220 }}
            placeholder={t('vessels.list.flag')}
            value={state.flagId ?? null}
            initialOption={flag ? { id: flag.id, name: flag.name } : undefined}
            onChange={(id) => update({ flagId: id ?? undefined })}
          />
          {filtered && (
            <Button type="link" onClick={() => update({ q: '', typeId: undefined, flagId: undefined })}>
              {t('vessels.list.reset')}
            </Button>
          )}
        </Space>
        <VesselsTable
          rows={rows}
          page={vessels.data?.page}
          loading={vessels.isFetching}
          sort={state.sort}
          empty={t(isOperator ? 'vessels.list.emptyOperator' : 'vessels.list.empty')}
          onChange={update}
        />
      </Card>
      {isOperator && (
        <VesselFormDrawer
          open={creating}
          onClose={() => setCreating(false)}
          onSaved={(vessel) => navigate(`/vessels/${vessel.id}`)}
        />
      )}
    </>
  );
}
