import type { TodayDashboard } from '@portledger/contracts';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { countText } from './today-tables.tsx';

type CountCard = { key: string; value: number; hint: string; danger?: boolean };

/** The five counts at the top of Today. */
export function TodayCards({ board }: { board: TodayDashboard }) {
  const { t } = useTranslation();
  const cards: CountCard[] = [
    {
      key: 'arrivals',
      value: board.arrivals.count,
      hint: t('dashboard.today.hint.movements', { count: board.arrivals.today_count }),
    },
    {
      key: 'departures',
      value: board.departures.count,
      hint: t('dashboard.today.hint.movements', { count: board.departures.today_count }),
    },
    { key: 'waiting', value: board.waiting.count, hint: t('dashboard.today.hint.waiting') },
    { key: 'dueSoon', value: board.payments_due_soon.count, hint: t('dashboard.today.hint.dueSoon') },
    {
      key: 'overdue',
      value: board.payments_overdue.count,
      hint: t('dashboard.today.hint.overdue'),
      danger: board.payments_overdue.count > 0,
    },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map((card) => (
        <Col key={card.key} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
          <Card variant="outlined" size="small" data-testid={`today-card-${card.key}`}>
            <Statistic
              title={t(`dashboard.today.card.${card.key}`)}
              value={countText(card.value)}
              styles={card.danger ? { content: { color: '#cf1322' } } : undefined}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {card.hint}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
