import { type AgentScorecardQuery, scorecardSortFields } from '@portledger/contracts';
import { defineListParams, oneOf, picked } from '../../../lib/list-params.ts';

export const periodChoices = ['6', '12', '24'] as const;

/** `/agent-scorecards?port=&agent=&months=&page=&per_page=&sort=`; the sort defaults to the server's (-calls). */
export const scorecardParams = defineListParams({
  sortFields: scorecardSortFields,
  filters: { port: picked('port'), agent: picked('agent'), months: oneOf('months', periodChoices, '12') },
});
export type ScorecardState = ReturnType<typeof scorecardParams.parse>;

/** The API query of the page's state, under the header's legal entity, on the user's clock. */
export function toScorecardQuery(
  state: ScorecardState,
  entityId: number | null,
): Partial<AgentScorecardQuery> {
  return {
    legal_entity_id_eq: entityId ?? undefined,
    page: state.page,
    per_page: state.perPage,
    port_id_eq: state.port?.id,
    agent_id_eq: state.agent?.id,
    months: Number(state.months),
    tz: -new Date().getTimezoneOffset(),
    sort: state.sort,
  };
}
