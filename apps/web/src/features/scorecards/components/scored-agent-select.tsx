import { SCORECARD_DEFAULT_MONTHS } from '@portledger/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteSelect, type RemoteSelectProps } from '../../../components/remote-select.tsx';
import { type PortScorecards, portScorecardsQueryOptions } from '../api/get-agent-scorecards.ts';

type Props = RemoteSelectProps & { portId?: number | null };

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
// Normal weight and a softer colour even on the chosen (bold) option: the name stays the first thing read.
const figuresStyle = {
  ...ellipsis,
  fontSize: 12,
  lineHeight: '18px',
  fontWeight: 400,
  color: 'rgba(0, 0, 0, 0.6)',
} as const;
const bestStyle = {
  marginInlineStart: 6,
  padding: '0 4px',
  fontSize: 11,
  lineHeight: '16px',
  borderRadius: 4,
  color: '#389e0d',
  background: '#f6ffed',
  border: '1px solid #b7eb8f',
} as const;

/** Agents with calls first, most calls first (the best-measured records); agents without keep the server's order. */
export const compareAgents =
  (data: PortScorecards | undefined) => (a: { value?: unknown }, b: { value?: unknown }) =>
    (data?.cards.get(Number(b.value))?.calls ?? 0) - (data?.cards.get(Number(a.value))?.calls ?? 0);

/**
 * One agent in the appointment form's open agent list: its name, and under it its figures at the
 * chosen port (all ports before one is chosen) over the last 12 months, or "no history".
 */
export function AgentOption({
  agentId,
  name,
  portId,
}: {
  agentId: number;
  name: string;
  portId?: number | null;
}) {
  const { t } = useTranslation();
  // Every option asks the same query: one request per port, while the list is open.
  const scorecards = useQuery(portScorecardsQueryOptions(portId));
  const card = scorecards.data?.cards.get(agentId);
  const pct = (value: string) => t('scorecards.percent', { value });
  const months = SCORECARD_DEFAULT_MONTHS;
  let line: string | null;
  if (scorecards.isError) line = null;
  else if (!scorecards.data) line = t('scorecards.option.loading');
  else if (!card) line = t(portId ? 'scorecards.option.noneAtPort' : 'scorecards.option.none', { months });
  else {
    line = [
      t('scorecards.hint.calls', { count: card.calls }),
      card.pda_mean_abs_deviation_pct !== null &&
        t('scorecards.option.deviation', { deviation: pct(card.pda_mean_abs_deviation_pct) }),
      card.days_to_fda !== null && t('scorecards.option.days', { days: card.days_to_fda }),
    ]
      .filter(Boolean)
      .join(' · ');
  }
  const best = scorecards.data?.bestPdaAgentId === agentId;
  const period = t(portId ? 'scorecards.hint.atPort' : 'scorecards.hint.allPorts', { months });
  return (
    <div data-testid={`agent-option-${agentId}`}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <span style={ellipsis} title={name}>
          {name}
        </span>
        {best && (
          <span style={bestStyle} data-testid="agent-best-pda" title={t('scorecards.option.bestHelp')}>
            {t('scorecards.option.best')}
          </span>
        )}
      </div>
      {line && (
        <div style={figuresStyle} title={`${period} ${line}`} data-testid="agent-figures">
          {line}
        </div>
      )}
    </div>
  );
}

/**
 * The appointment form's agent select: each option shows the agent's figures at the chosen port,
 * agents with the most calls first (decision 022). Features do not import each other: the router
 * hands this to the port-call form.
 */
export function ScoredAgentSelect({ portId, ...props }: Props) {
  // Reads the options' query without asking it: nothing is fetched until the list opens.
  const { data } = useQuery({ ...portScorecardsQueryOptions(portId), enabled: false });
  const filterSort = useMemo(() => (data ? compareAgents(data) : undefined), [data]);
  const optionRender = useCallback<NonNullable<RemoteSelectProps['optionRender']>>(
    (option) => <AgentOption agentId={Number(option.value)} name={String(option.label)} portId={portId} />,
    [portId],
  );
  return <RemoteSelect {...props} optionRender={optionRender} filterSort={filterSort} />;
}
