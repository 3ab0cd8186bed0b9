import { Card, Col, Flex, Row, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../app/ui-store.ts';
import { DownloadButton } from '../../../components/download-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useToday } from '../api/get-today.ts';
import { browserTz } from '../api/keys.ts';
import { TodayCards } from './today-cards.tsx';
import { countText, DuePaymentsTable, MoreLink, PortCallsTable } from './today-tables.tsx';

const fill = { height: '100%' };

/** Today: counts, this week's arrivals and departures, payments due, and what waits for the user. */
export function TodaySection() {
  const { t } = useTranslation();
  const entityId = useUi((ui) => ui.entityId);
  const todayQuery = { tz: browserTz(), legal_entity_id: entityId ?? undefined };
  const today = useToday(todayQuery);
  const board = today.data;
  if (!board) return <Skeleton active paragraph={{ rows: 8 }} />;

  const movementTab = (key: 'arrivals' | 'departures') => ({
    key,
    label: t(`dashboard.today.tab.${key}`, { count: countText(board[key].count) }),
    children: (
      <>
        <PortCallsTable
          rows={board[key].objects}
          dates={[key === 'arrivals' ? 'eta' : 'etd']}
          empty={t(`dashboard.today.empty.${key}`)}
        />
        <MoreLink shown={board[key].objects.length} count={board[key].count} to="/das-mgmt" />
      </>
    ),
  });
  const paymentTab = (key: 'overdue' | 'dueSoon') => {
    const section = key === 'overdue' ? board.payments_overdue : board.payments_due_soon;
    return {
      key,
      label: t(`dashboard.today.tab.${key}`, { count: countText(section.count) }),
      children: (
        <>
          <DuePaymentsTable rows={section.objects} empty={t(`dashboard.today.empty.${key}`)} />
          <MoreLink shown={section.objects.length} count={section.count} to="/payment" />
        </>
      ),
    };
  };
  return (
    <div data-testid="dashboard-today">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          {t('dashboard.today.window', { from: formatDate(board.today), until: formatDate(board.until) })}
        </Typography.Text>
        <DownloadButton
          path="/dashboards/today/xlsx"
          params={todayQuery}
          fallbackName="today.xlsx"
          data-testid="dashboard-export"
        >
          {t('dashboard.export')}
        </DownloadButton>
      </Flex>
      <TodayCards board={board} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={12}>
          <Card variant="outlined" size="small" title={t('dashboard.today.movements')} style={fill}>
            <Tabs size="small" items={[movementTab('arrivals'), movementTab('departures')]} />
          </Card>
        </Col>
        <Col xs={24} xxl={12}>
          <Card variant="outlined" size="small" title={t('dashboard.today.payments')} style={fill}>
            <Tabs
              size="small"
              defaultActiveKey={board.payments_overdue.count > 0 ? 'overdue' : 'dueSoon'}
              items={[paymentTab('overdue'), paymentTab('dueSoon')]}
            />
          </Card>
        </Col>
        <Col span={24}>
          <Card
            variant="outlined"
            size="small"
            title={`${t('dashboard.today.card.waiting')} (${countText(board.waiting.count)})`}
            data-testid="today-waiting"
          >
            <PortCallsTable
              rows={board.waiting.objects}
              dates={['updated_at', 'eta']}
              empty={t('dashboard.today.empty.waiting')}
            />
            <MoreLink
              shown={board.waiting.objects.length}
              count={board.waiting.count}
              to="/das-mgmt?tab=actionable"
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
