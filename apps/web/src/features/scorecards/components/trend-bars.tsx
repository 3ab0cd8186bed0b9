import type { ScorecardMonth } from '@portledger/contracts';
import { useTranslation } from 'react-i18next';
import { monthLabel } from './figures.ts';

const BAR = 5;
const GAP = 2;
const HEIGHT = 16;

/**
 * Calls per month as a row of small bars (inline SVG: no chart library on this page). Each bar
 * names its month and count for a pointer and a screen reader; the expanded row has the figures.
 */
export function TrendBars({ trend }: { trend: ScorecardMonth[] }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...trend.map((month) => month.calls));
  const width = trend.length * (BAR + GAP) - GAP;
  const pattern = t('scorecards.monthFormat');
  return (
    <svg
      width={width}
      height={HEIGHT}
      role="img"
      aria-label={t('scorecards.trend.title')}
      style={{ display: 'block', marginLeft: 'auto', marginTop: 4 }}
    >
      {trend.map((month, index) => {
        const height = month.calls === 0 ? 1 : Math.max(3, Math.round((month.calls / most) * HEIGHT));
        return (
          <rect
            key={month.month}
            x={index * (BAR + GAP)}
            y={HEIGHT - height}
            width={BAR}
            height={height}
            rx={1}
            fill={month.calls === 0 ? '#d9d9d9' : '#1677ff'}
          >
            <title>
              {t('scorecards.trend.bar', { month: monthLabel(month.month, pattern), count: month.calls })}
            </title>
          </rect>
        );
      })}
    </svg>
  );
}
