import { PortCallEditPage } from '../features/port-calls/pages/port-call-edit-page.tsx';
import { AgentScorecardHint } from '../features/scorecards/components/agent-scorecard-hint.tsx';
import { ScoredAgentSelect } from '../features/scorecards/components/scored-agent-select.tsx';

/**
 * `/das-mgmt/create` and `/das-mgmt/:id/edit` with the agents' scorecards: each agent's figures
 * at the chosen port in the open agent list, the chosen agent's under the field. Features do not
 * import each other: the app composes them, in the page's own chunk.
 */
export function PortCallEditRoute() {
  return (
    <PortCallEditPage
      renderAgentHint={(choice) => <AgentScorecardHint {...choice} />}
      agentSelect={ScoredAgentSelect}
    />
  );
}
