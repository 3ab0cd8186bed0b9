import { PlusOutlined } from '@ant-design/icons';
import { type PortCallTab, portCallTabs } from '@portledger/contracts';
import { Button, Empty, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUi } from '../../../app/ui-store.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { PlainCard } from '../../../components/plain-card.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { usePortCalls } from '../api/get-port-calls.ts';
import { ListFilters } from '../components/list-filters.tsx';
import { isFiltered, portCallListParams, portCallListQuery } from '../components/list-params.ts';
import { PortCallsTable } from '../components/port-calls-table.tsx';
import { useCurrentUser } from '../components/use-current-user.ts';

const tabKey: Record<PortCallTab, string> = {
  all: 'portCalls.tab.all',
  actionable: 'portCalls.tab.actionable',
  in_progress: 'portCalls.tab.inProgress',
  drafts: 'portCalls.tab.drafts',
  done: 'portCalls.tab.done',
};

/** `/das-mgmt`: port calls by tab (with counts), filters and search in the URL, server paging. */
export function PortCallsListPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const isPrincipal = user?.kind === 'principal';
  const [state, update] = useListParams(portCallListParams);
  // The header's legal-entity choice ('All Entities': no filter).
  const entityId = useUi((ui) => ui.entityId);
  const query = portCallListQuery(state, user?.kind, entityId);
  const list = usePortCalls(query);
  // The export has every row of the same tab, filters and sort: no page.
  const { page: _page, per_page: _perPage, ...exportQuery } = query;
  const counts = list.data?.tab_counts;
  // Only principals have drafts; agents never see them.
  const tabs = portCallTabs.filter((tab) => tab !== 'drafts' || isPrincipal);

  // The header's entity narrows the list exactly when the query carries it (portCallListQuery).
  const filtered = isFiltered(state) || query.legal_entity_id_eq !== undefined;
  const emptyText = filtered
    ? t('portCalls.list.emptyFiltered')
    : state.tab === 'all' && isPrincipal
      ? t('portCalls.list.emptyPrincipal')
      : state.tab === 'all' && user?.kind === 'agent'
        ? t('portCalls.list.emptyAgent')
        : t(`portCalls.list.emptyTab.${state.tab}`);

  return (
    <>
      <PageHeader
        title={t('pages.portCalls')}
        trail={trail}
        extra={
          <Space>
            <DownloadButton
              path="/port_calls/xlsx"
              params={exportQuery}
              fallbackName="port-calls.xlsx"
              data-testid="port-calls-export"
            >
              {t('portCalls.list.export')}
            </DownloadButton>
            {isPrincipal && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                data-testid="port-call-create"
                onClick={() => navigate('/das-mgmt/create')}
              >
                {t('portCalls.list.create')}
              </Button>
            )}
          </Space>
        }
      />
      <PlainCard bodyStyle={{ paddingTop: 4 }}>
        <Tabs
          data-testid="port-calls-tabs"
          activeKey={state.tab}
          onChange={(tab) => update({ tab: tab as PortCallTab })}
          items={tabs.map((tab) => ({
            key: tab,
            label: (
              <span data-testid={`port-calls-tab-${tab}`}>
                {t(tabKey[tab])}
                {counts && ` (${counts[tab]})`}
              </span>
            ),
          }))}
        />
        <ListFilters state={state} update={update} />
        <PortCallsTable
          rows={list.data?.objects ?? []}
          page={list.data?.page}
          loading={list.isFetching}
          sort={state.sort}
          showPrincipal={user?.kind !== 'principal'}
          showAgent={user?.kind !== 'agent'}
          empty={
            // Until the first answer the table shows its spinner, not "no port calls yet".
            list.isPending ? (
              <div style={{ minHeight: 96 }} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText}>
                {isPrincipal && !filtered && (state.tab === 'all' || state.tab === 'drafts') && (
                  <Button type="primary" onClick={() => navigate('/das-mgmt/create')}>
                    {t('portCalls.list.create')}
                  </Button>
                )}
              </Empty>
            )
          }
          onChange={update}
        />
      </PlainCard>
    </>
  );
}
