import { describe, expect, it } from 'vitest';
import { parseChartererListParams, toChartererListQuery, toSearchParams } from './charterer-list-params.ts';

describe('charterer list params', () => {
  it('reads a shared URL into the API query', () => {
    const state = parseChartererListParams(
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

  it('falls back to defaults for unreadable values instead of sending a 400-bound query', () => {
    const state = parseChartererListParams(new URLSearchParams('entity=abc&page=-1&per_page=500&sort=email'));
    expect(state).toEqual({ q: '', entityId: undefined, page: 1, perPage: 100, sort: undefined });
  });

  it('writes only what differs from the defaults', () => {
    expect(toSearchParams({ q: '', page: 1, perPage: 10 }).toString()).toBe('');
    expect(toSearchParams({ q: 'x', entityId: 4, page: 3, perPage: 20, sort: 'name' }).toString()).toBe(
      'q=x&entity=4&page=3&per_page=20&sort=name',
    );
  });
});
