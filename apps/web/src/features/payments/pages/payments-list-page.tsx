import { Card, Empty, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../app/ui-store.ts';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { usePayments } from '../api/get-payments.ts';
import { PaymentFilters } from '../components/payment-filters.tsx';
import {
  isFiltered,
  type PaymentTab,
  paymentListParams,
  toPaymentQuery,
} from '../components/payment-list-params.ts';
import { PaymentsTable } from '../components/payments-table.tsx';

const tabs: PaymentTab[] = ['all', 'actionable'];

/** `/payment`: payments by tab (with counts), filters in the URL, server paging, due flags. */
export function PaymentsListPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const [state, update] = useListParams(paymentListParams);
  // The header's legal-entity choice ('All Entities': no filter); only principals can make one.
  const entityId = useUi((ui) => ui.entityId);
  const list = usePayments({ ...toPaymentQuery(state), legal_entity_id_eq: entityId ?? undefined });
  const counts = list.data?.tab_counts;
  const emptyText =
    isFiltered(state) || entityId
      ? t('payments.list.emptyFiltered')
      : state.tab === 'actionable'
        ? t('payments.list.emptyActionable')
        : t('payments.list.empty');

  return (
    <>
      <PageHeader title={t('pages.payments')} trail={trail} />
      <Card variant="outlined" styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          data-testid="payments-tabs"
          activeKey={state.tab}
          onChange={(tab) => update({ tab: tab as PaymentTab })}
          items={tabs.map((tab) => ({
            key: tab,
            label: (
              <span data-testid={`payments-tab-${tab}`}>
                {t(`payments.tab.${tab}`)}
                {counts && ` (${counts[tab]})`}
              </span>
            ),
          }))}
        />
        <PaymentFilters state={state} update={update} />
        <PaymentsTable
          rows={list.data?.objects ?? []}
          page={list.data?.page}
          loading={list.isFetching}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
          onChange={update}
        />
      </Card>
    </>
  );
}
