import { Skeleton, Tabs } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { type DashboardView, dashboardParams, dashboardViews } from '../components/dashboard-params.ts';
import { TodaySection } from '../components/today-section.tsx';

// The analyses bring ECharts; Today (the landing page after sign-in) does not wait for it.
const CostAnalysisSection = lazy(() =>
  import('../components/cost-analysis-section.tsx').then((m) => ({ default: m.CostAnalysisSection })),
);
const SavingsSection = lazy(() =>
  import('../components/savings-section.tsx').then((m) => ({ default: m.SavingsSection })),
);

/**
 * `/dashboard` (also the index): Today, DA cost analysis and Savings summary as tabs kept in the
 * URL. Only the open tab is mounted, so only its query runs and its charts are drawn.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const [state, update] = useListParams(dashboardParams);
  const content: Record<DashboardView, ReactNode> = {
    today: <TodaySection />,
    costs: <CostAnalysisSection state={state} update={update} />,
    savings: <SavingsSection state={state} update={update} />,
  };
  return (
    <>
      <PageHeader title={t('pages.dashboard')} trail={trail} />
      <Tabs
        data-testid="dashboard-tabs"
        activeKey={state.view}
        onChange={(view) => update({ view: view as DashboardView })}
        destroyOnHidden
        items={dashboardViews.map((view) => ({
          key: view,
          label: <span data-testid={`dashboard-tab-${view}`}>{t(`dashboard.view.${view}`)}</span>,
          children: (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>{content[view]}</Suspense>
          ),
        }))}
      />
    </>
  );
}
