import { PortCallEditPage } from '../features/port-calls/pages/port-call-edit-page.tsx';
import { AgentScorecardHint } from '../features/scorecards/components/agent-scorecard-hint.tsx';

/**
 * `/das-mgmt/create` and `/das-mgmt/:id/edit` with the chosen agent's scorecard under the agent
 * field. Features do not import each other: the app composes them, in the page's own chunk.
 */
export function PortCallEditRoute() {
  return <PortCallEditPage renderAgentHint={(choice) => <AgentScorecardHint {...choice} />} />;
}
