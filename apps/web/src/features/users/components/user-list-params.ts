import { type UserAdminListQuery, userAdminSortFields, userKinds } from '@portledger/contracts';
import { defineListParams, id, oneOf, text } from '../../../lib/list-params.ts';

export const userStatuses = ['active', 'disabled'] as const;

/** `/settings/users?q=&kind=&company=&status=&page=&per_page=&sort=`; the sort defaults to the server's (name). */
export const userListParams = defineListParams({
  sortFields: userAdminSortFields,
  filters: {
    q: text('q'),
    kind: oneOf('kind', userKinds),
    companyId: id('company'),
    status: oneOf('status', userStatuses),
  },
});
export type UserListState = ReturnType<typeof userListParams.parse>;

export function toUserListQuery(state: UserListState): UserAdminListQuery {
  return {
    page: state.page,
    per_page: state.perPage,
    q: state.q || undefined,
    kind_eq: state.kind,
    entity_id_eq: state.companyId,
    is_active_eq: state.status ? state.status === 'active' : undefined,
    sort: state.sort,
  };
}
