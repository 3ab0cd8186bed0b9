import { setScryptCostForTests, TEST_SCRYPT_COST } from '@portledger/db/testing';

// Sign-ins at the test suite's scrypt cost, the one the template's demo users were hashed with
// (global-pglite.ts): otherwise every sign-in would verify and rehash at the production cost, a
// quarter of a second of a core each (decision 054).
setScryptCostForTests(TEST_SCRYPT_COST);
