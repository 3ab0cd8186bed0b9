import {
  createTemplate,
  dropTemplate,
  setScryptCostForTests,
  TEST_SCRYPT_COST,
} from '@portledger/db/testing';
import type { TestProject } from 'vitest/node';
import './global-pglite.ts';

export default async function setup(project: TestProject) {
  // As global-pglite.ts: the demo users hashed at the cost every worker signs in with.
  setScryptCostForTests(TEST_SCRYPT_COST);
  const template = await createTemplate('postgres', process.env.TEST_DATABASE_URL);
  project.provide('testTemplate', template);
  return () => dropTemplate(template);
}
