import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { useCharterers } from '../api/get-charterers.ts';
import { toChartererListQuery, useChartererListParams } from '../components/charterer-list-params.ts';
import { CharterersTable } from '../components/charterers-table.tsx';
import { useEntityChoices } from '../components/use-entity-choices.ts';

/** `/settings/charterers`: the principal's charterers, searchable by name, filterable by entity. */
export function CharterersListPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const navigate = useNavigate();
  const entities = useEntityChoices();
  const [state, update] = useChartererListParams();
  const [typed, setTyped] = useState(state.q);
  const charterers = useCharterers(toChartererListQuery(state));
  const filtered = Boolean(state.q || state.entityId);

  // Back/forward or a link changes the URL: the box shows what is searched.
  useEffect(() => setTyped(state.q), [state.q]);

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
          <Input.Search
            allowClear
            data-testid="charterers-search"
            placeholder={t('charterers.list.search')}
            aria-label={t('charterers.list.search')}
            style={{ width: 300 }}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => update({ q: value.trim() })}
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
          onChange={({ page, perPage, sort }) => update({ page, perPage, sort })}
        />
      </Card>
    </>
  );
}
