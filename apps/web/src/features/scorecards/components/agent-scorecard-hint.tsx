import { BarChartOutlined } from '@ant-design/icons';
import { PDA_ACCURACY_BAND_PCT, SCORECARD_DEFAULT_MONTHS } from '@portledger/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAgentScorecards } from '../api/get-agent-scorecards.ts';
import { figure } from './figures.ts';

interface Props {
  agentId?: number | null;
  portId?: number | null;
}

const style = { fontSize: 12, lineHeight: '18px', color: 'rgba(0, 0, 0, 0.55)' } as const;

/**
 * Under the appointment form's agent: the chosen agent's key figures at the chosen port (all ports
 * before one is chosen), over the principal's own calls of the last 12 months (decision 022).
 */
export function AgentScorecardHint({ agentId, portId }: Props) {
  const { t } = useTranslation();
  const months = SCORECARD_DEFAULT_MONTHS;
  const query = {
    agent_id_eq: agentId ?? undefined,
    port_id_eq: portId ?? undefined,
    per_page: 1,
    tz: -new Date().getTimezoneOffset(),
  };
  const scorecards = useAgentScorecards(query, Boolean(agentId));
  if (!agentId) return null;
  // The previous agent's figures stay on screen while the next ones load: show them only when they match.
  const card = scorecards.data?.objects.find((row) => row.agent_id === agentId);
  if (scorecards.isPending || (scorecards.isPlaceholderData && !card)) {
    return <div style={style}>{t('scorecards.hint.loading')}</div>;
  }
  if (scorecards.isError) return null;
  if (!card) {
    return (
      <div style={style} data-testid="agent-scorecard-hint">
        {t(portId ? 'scorecards.hint.noneAtPort' : 'scorecards.hint.none', { months })}
      </div>
    );
  }
  const pct = (value: string) => t('scorecards.percent', { value });
  const link = (
    <Link to={`/agent-scorecards?agent=${agentId}&agent_name=${encodeURIComponent(card.agent_name)}`}>
      <span style={{ whiteSpace: 'nowrap' }}>
        <BarChartOutlined /> {t('scorecards.hint.open')}
      </span>
    </Link>
  );
  // Only what was measured: a figure without a base would read as a dash in the sentence.
  const parts = [
    t('scorecards.hint.calls', { count: card.calls }),
    card.pda_mean_abs_deviation_pct !== null &&
      t('scorecards.hint.deviation', {
        deviation: pct(card.pda_mean_abs_deviation_pct),
        within: figure(card.pda_within_band_pct, pct),
        band: PDA_ACCURACY_BAND_PCT,
      }),
    card.days_to_fda !== null && t('scorecards.hint.days', { days: card.days_to_fda }),
    card.query_rate_pct !== null && t('scorecards.hint.query', { query: pct(card.query_rate_pct) }),
  ].filter(Boolean);
  return (
    <div style={style} data-testid="agent-scorecard-hint">
      {t(portId ? 'scorecards.hint.atPort' : 'scorecards.hint.allPorts', { months })} {parts.join(' · ')}{' '}
      {link}
    </div>
  );
}
