import { describe, expect, it } from 'vitest';
import { chartererListParams, toChartererListQuery } from './charterer-list-params.ts';

describe('charterer list params', () => {
  it('reads a shared URL into the API query', () => {
    const state = chartererListParams.parse(
      new URLSearchParams('q=%20grain%20&entity=3&page=2&sort=-updated_at'),
    );
    expect(toChartererListQuery(state)).toEqual({
      page: 2,
      per_page: 10,
      name_i_cont: 'grain',
      entity_id_eq: 3,
      sort: '-updated_at',
    });
  });
});
