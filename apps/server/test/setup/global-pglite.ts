import {
  createTemplate,
  dropTemplate,
  setScryptCostForTests,
  TEST_SCRYPT_COST,
  type TestTemplate,
} from '@portledger/db/testing';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

export default async function setup(project: TestProject) {
  // The demo users' hashes at the test suite's cost, the one scrypt-cost.ts sets in every worker.
  setScryptCostForTests(TEST_SCRYPT_COST);
  const template = await createTemplate('pglite');
  project.provide('testTemplate', template);
  return () => dropTemplate(template);
}
