import type { UserAdminListQuery } from '@portledger/contracts';

/** Query keys of the feature; every write invalidates the whole list. */
export const userKeys = {
  all: ['users-admin'] as const,
  list: (query: UserAdminListQuery) => ['users-admin', 'list', query] as const,
};
