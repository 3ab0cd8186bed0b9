import { describe, expect, it } from 'vitest';
import { toUserListQuery, userListParams } from './user-list-params.ts';

describe('users list URL', () => {
  it('reads filters, paging and sort, dropping what the server would refuse', () => {
    const state = userListParams.parse(
      new URLSearchParams(
        'q=wang&kind=agent&company=7&status=disabled&page=2&per_page=500&sort=-last_sign_in_at',
      ),
    );
    expect(toUserListQuery(state)).toEqual({
      page: 2,
      per_page: 100,
      q: 'wang',
      kind_eq: 'agent',
      entity_id_eq: 7,
      is_active_eq: false,
      sort: '-last_sign_in_at',
    });
    const junk = userListParams.parse(new URLSearchParams('kind=captain&status=gone&sort=password_hash'));
    expect(toUserListQuery(junk)).toMatchObject({
      kind_eq: undefined,
      is_active_eq: undefined,
      sort: undefined,
    });
  });

  it('writes only what differs from the defaults', () => {
    const state = userListParams.parse(new URLSearchParams('status=active'));
    expect(userListParams.toSearchParams({ ...state, page: 1 }).toString()).toBe('status=active');
  });
});
