import type { UserInfo } from '@portledger/contracts';

/** A signed-in principal as GET /users/me answers it, for tests of the session and the HTTP client. */
export const testUser: UserInfo = {
  id: 7,
  name: 'principal',
  display_name: 'Olivia Chen',
  email: 'olivia@example.com',
  kind: 'principal',
  locale: 'en-US',
  entity: {
    id: 1,
    name: 'Blue Star',
    kind: 'principal',
    default_prefunding: '0.00',
    currency: 'USD',
    currency_locked: false,
  },
  managed_entities: [],
};
