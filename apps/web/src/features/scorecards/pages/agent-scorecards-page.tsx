import { Button, Card, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../../app/ui-store.ts';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { portDetail, RemoteSelect } from '../../../components/remote-select.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useAgentScorecards } from '../api/get-agent-scorecards.ts';
import { periodChoices, scorecardParams, toScorecardQuery } from '../components/scorecard-params.ts';
import { ScorecardsTable } from '../components/scorecards-table.tsx';

const secondary = { color: 'rgba(0, 0, 0, 0.45)', margin: '0 0 16px' } as const;

/** `/agent-scorecards` (principals and the desk): each agent's record, filterable by port and agent. */
export function AgentScorecardsPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const [state, update] = useListParams(scorecardParams);
  const entityId = useUi((ui) => ui.entityId);
  const scorecards = useAgentScorecards(toScorecardQuery(state, entityId));
  const filtered = Boolean(state.port || state.agent || state.months !== '12');

  return (
    <>
      <PageHeader title={t('pages.scorecards')} trail={trail} />
      <Card variant="outlined">
        <p style={secondary}>{t('scorecards.intro')}</p>
        <Space wrap style={{ marginBottom: 16 }}>
          <RemoteSelect
            path="/ports/option"
            detail={portDetail}
            data-testid="scorecards-port"
            aria-label={t('scorecards.filter.port')}
            placeholder={t('scorecards.filter.port')}
            style={{ width: 240 }}
            value={state.port?.id ?? null}
            initialOption={state.port}
            onChange={(id, option) => update({ port: id && option ? { id, name: option.name } : undefined })}
          />
          <RemoteSelect
            path="/entities/option"
            params={{ kind_eq: 'agent' }}
            data-testid="scorecards-agent"
            aria-label={t('scorecards.filter.agent')}
            placeholder={t('scorecards.filter.agent')}
            style={{ width: 240 }}
            value={state.agent?.id ?? null}
            initialOption={state.agent}
            onChange={(id, option) => update({ agent: id && option ? { id, name: option.name } : undefined })}
          />
          <Select
            data-testid="scorecards-months"
            style={{ width: 180 }}
            value={state.months}
            onChange={(months) => update({ months })}
            options={periodChoices.map((count) => ({
              value: count,
              label: t('scorecards.filter.months', { count: Number(count) }),
            }))}
          />
          {filtered && (
            <Button type="link" onClick={() => update({ port: undefined, agent: undefined, months: '12' })}>
              {t('scorecards.filter.reset')}
            </Button>
          )}
        </Space>
        <ScorecardsTable
          rows={scorecards.data?.objects ?? []}
          page={scorecards.data?.page}
          loading={scorecards.isFetching}
          sort={state.sort}
          onChange={update}
        />
      </Card>
    </>
  );
}
