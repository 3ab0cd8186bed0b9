import { describe, expect, it } from 'vitest';
import { portCallListParams, toListQuery } from './list-params.ts';

describe('port-call list params', () => {
  it('round-trips every filter through the URL', () => {
    const url = new URLSearchParams(
      'tab=actionable&q=ore&all_words=1&status=port_call_draft&port=3&port_name=Shanghai&vessel=7&vessel_name=Jade%20Star&eta_from=2026-01-01&eta_to=2026-02-01&canal=1&crewing=1&remarks=survey&remarks_in=charterer&page=2&sort=-eta',
    );
    const state = portCallListParams.parse(url);
    expect(state.port).toEqual({ id: 3, name: 'Shanghai' });
    expect(portCallListParams.parse(portCallListParams.toSearchParams(state))).toEqual(state);
  });

  it('turns the state into the server query with the SPEC search keys', () => {
    const state = portCallListParams.parse(
      new URLSearchParams('q=iron ore&all_words=1&canal=1&remarks=survey&port=3&eta_to=2026-02-01'),
    );
    expect(toListQuery(state)).toEqual({
      tab: 'all',
      page: 1,
      per_page: 10,
      q: undefined,
      containsAll: 'iron ore',
      status_eq: undefined,
      port_id_eq: 3,
      vessel_id_eq: undefined,
      eta_gteq: undefined,
      eta_lteq: '2026-02-01',
      canalTransit: 'true',
      crewing: undefined,
      onlyRemarks: 'survey',
      chartererRemarks: undefined,
      sort: undefined,
    });
  });

  it('ignores what it cannot read', () => {
    const state = portCallListParams.parse(
      new URLSearchParams('tab=secret&status=bogus&port=-1&eta_from=yesterday&sort=password&page=0'),
    );
    expect(state).toMatchObject({ tab: 'all', status: undefined, port: undefined, page: 1, sort: undefined });
    expect(state.etaFrom).toBeUndefined();
    expect(portCallListParams.toSearchParams(state).toString()).toBe('');
  });
});
