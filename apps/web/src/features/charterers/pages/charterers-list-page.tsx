import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListSearch } from '../../../components/list-search.tsx';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useCharterers } from '../api/get-charterers.ts';
import { chartererListParams, toChartererListQuery } from '../components/charterer-list-params.ts';
import { CharterersTable } from '../components/charterers-table.tsx';
import { useEntityChoices } from '../components/use-entity-choices.ts';

/** `/settings/charterers`: the principal's charterers, searchable by name, filterable by entity. */
export function CharterersListPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const navigate = useNavigate();
  const entities = useEntityChoices();
  const [state, update] = useListParams(chartererListParams);
  const charterers = useCharterers(toChartererListQuery(state));
  const filtered = Boolean(state.q || state.entityId);

  return (
    <>
      <PageHeader
        title={t('pages.charterers')}
        trail={trail}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="charterer-create"
            onClick={() => navigate('/settings/charterers/create-charterer')}
          >
            {t('charterers.list.create')}
          </Button>
        }
      />
      <Card variant="outlined">
        <Space wrap style={{ marginBottom: 16 }}>
          <ListSearch
            data-testid="charterers-search"
            placeholder={t('charterers.list.search')}
            width={300}
            value={state.q}
            onSearch={(q) => update({ q })}
          />
          {entities.length > 1 && (
            <Select<number | undefined>
              allowClear
              data-testid="charterers-entity"
              aria-label={t('charterers.list.entity')}
              placeholder={t('charterers.list.allEntities')}
              style={{ width: 320 }}
              value={state.entityId}
              options={entities.map((entity) => ({ value: entity.id, label: entity.name }))}
              onChange={(entityId) => update({ entityId: entityId ?? undefined })}
            />
          )}
          {filtered && (
            <Button type="link" onClick={() => update({ q: '', entityId: undefined })}>
              {t('charterers.list.reset')}
            </Button>
          )}
        </Space>
        <CharterersTable
          rows={charterers.data?.objects ?? []}
          page={charterers.data?.page}
          loading={charterers.isFetching}
          sort={state.sort}
          empty={filtered ? t('charterers.list.emptyFiltered') : t('charterers.list.empty')}
          onChange={update}
        />
      </Card>
    </>
  );
}
