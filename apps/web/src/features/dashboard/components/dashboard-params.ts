import { type DaDocument, daDocuments } from '@portledger/contracts';
import { defineListParams, oneOf, type Param, picked, text } from '../../../lib/list-params.ts';
import type { AnalysisQuery } from '../api/keys.ts';

export const dashboardViews = ['today', 'costs', 'savings'] as const;
export type DashboardView = (typeof dashboardViews)[number];

/** A month `YYYY-MM`; anything else reads as absent (the server's default period). */
const month = (name: string): Param<string | undefined> => ({
  read: (get) => {
    const value = get(name);
    return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
  },
  write: (value, set) => set(name, value),
});

/** `/dashboard?view=costs&from=2026-01&to=2026-06&port=3&vessel=7&document=pda&currency=EUR`. */
export const dashboardParams = defineListParams({
  sortFields: [],
  filters: {
    view: oneOf<DashboardView>('view', dashboardViews, 'today'),
    from: month('from'),
    to: month('to'),
    port: picked('port'),
    vessel: picked('vessel'),
    document: oneOf<DaDocument>('document', daDocuments),
    currency: text('currency'),
  },
});
export type DashboardState = ReturnType<typeof dashboardParams.parse>;

/** The analyses' query: the URL's filters, the header's legal entity and the browser's clock. */
export function toAnalysisQuery(state: DashboardState, entityId: number | null, tz: number): AnalysisQuery {
  return {
    from: state.from,
    to: state.to,
    port_id: state.port?.id,
    vessel_id: state.vessel?.id,
    document: state.document,
    currency: /^[A-Z]{3}$/.test(state.currency) ? state.currency : undefined,
    legal_entity_id: entityId ?? undefined,
    tz,
  };
}

export const isFiltered = (state: DashboardState) =>
  Boolean(state.from || state.to || state.port || state.vessel || state.document || state.currency);

export const clearedFilters: Partial<DashboardState> = {
  from: undefined,
  to: undefined,
  port: undefined,
  vessel: undefined,
  document: undefined,
  currency: '',
};
