import { describe, expect, it } from 'vitest';
import { day, defineListParams, flag, id, oneOf, picked, text } from './list-params.ts';

const list = defineListParams({
  sortFields: ['name', 'updated_at'],
  filters: { q: text('q'), entityId: id('entity') },
});

describe('list URL params', () => {
  it('reads filters, page, size and sort', () => {
    const state = list.parse(
      new URLSearchParams('q=%20grain%20&entity=3&page=2&per_page=20&sort=-updated_at'),
    );
    expect(state).toEqual({ q: 'grain', entityId: 3, page: 2, perPage: 20, sort: '-updated_at' });
  });

  it('falls back to defaults for unreadable values instead of sending a 400-bound query', () => {
    expect(list.parse(new URLSearchParams('entity=abc&page=-1&per_page=500&sort=email'))).toEqual({
      q: '',
      entityId: undefined,
      page: 1,
      perPage: 100,
      sort: undefined,
    });
    expect(list.parse(new URLSearchParams('entity=0&page=1.5&per_page=0')).page).toBe(1);
  });

  it('writes only what differs from the defaults, filters first', () => {
    expect(list.toSearchParams({ q: '', entityId: undefined, page: 1, perPage: 10 }).toString()).toBe('');
    expect(list.toSearchParams({ q: 'x', entityId: 4, page: 3, perPage: 20, sort: 'name' }).toString()).toBe(
      'q=x&entity=4&page=3&per_page=20&sort=name',
    );
  });

  it('keeps a second list apart with a prefix and leaves the other keys alone', () => {
    const second = defineListParams({
      sortFields: ['bank_name'],
      filters: { entityId: id('entity') },
      prefix: 'b_',
      keepOtherParams: true,
    });
    const url = new URLSearchParams('tab=bank-accounts&page=2&b_page=3&b_entity=5');
    const state = second.parse(url);
    expect(state).toEqual({ entityId: 5, page: 3, perPage: 10, sort: undefined });
    expect(second.toSearchParams({ ...state, entityId: undefined, page: 1 }, url).toString()).toBe(
      'tab=bank-accounts&page=2',
    );
  });
});

describe('list URL param kinds', () => {
  const all = defineListParams({
    sortFields: [],
    filters: {
      tab: oneOf('tab', ['all', 'done'] as const, 'all'),
      status: oneOf('status', ['open', 'closed'] as const),
      on: flag('on'),
      from: day('from'),
      port: picked('port'),
    },
  });

  it('round-trips every kind through the URL', () => {
    const url = 'tab=done&status=open&on=1&from=2026-01-31&port=3&port_name=Shanghai';
    const state = all.parse(new URLSearchParams(url));
    expect(state).toMatchObject({ tab: 'done', status: 'open', on: true, from: '2026-01-31' });
    expect(state.port).toEqual({ id: 3, name: 'Shanghai' });
    expect(all.toSearchParams(state).toString()).toBe(url);
  });

  it('ignores what it cannot read and leaves defaults out', () => {
    const state = all.parse(new URLSearchParams('tab=secret&status=bogus&on=yes&from=yesterday&port=-1'));
    expect(state).toMatchObject({
      tab: 'all',
      status: undefined,
      on: false,
      from: undefined,
      port: undefined,
    });
    expect(all.toSearchParams(state).toString()).toBe('');
  });

  it('shows a picked id without its label as the id', () => {
    expect(all.parse(new URLSearchParams('port=7')).port).toEqual({ id: 7, name: '7' });
  });
});
