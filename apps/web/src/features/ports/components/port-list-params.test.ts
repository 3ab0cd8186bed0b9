import { describe, expect, it } from 'vitest';
import { portListParams, toPortListQuery } from './port-list-params.ts';

describe('port list URL params', () => {
  it('reads search, country, page, size and sort', () => {
    const state = portListParams.parse(
      new URLSearchParams('q=cnsha&country=7&page=3&per_page=20&sort=-unlocode'),
    );
    expect(state).toEqual({ q: 'cnsha', countryId: 7, page: 3, perPage: 20, sort: '-unlocode' });
    expect(toPortListQuery(state)).toEqual({
      q: 'cnsha',
      country_id_eq: 7,
      page: 3,
      per_page: 20,
      sort: '-unlocode',
    });
  });

  it('falls back to defaults for anything unreadable, never sending a bad query', () => {
    const state = portListParams.parse(
      new URLSearchParams('country=abc&page=-2&per_page=5000&sort=timezone'),
    );
    expect(state).toEqual({ q: '', countryId: undefined, page: 1, perPage: 100, sort: undefined });
    expect(toPortListQuery(state)).toEqual({
      page: 1,
      per_page: 100,
      q: undefined,
      country_id_eq: undefined,
      sort: undefined,
    });
  });
});
