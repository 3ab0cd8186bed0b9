import { createTemplate, dropTemplate } from '@portledger/db/testing';
import type { TestProject } from 'vitest/node';
import './global-pglite.ts';

export default async function setup(project: TestProject) {
  const template = await createTemplate('postgres', process.env.TEST_DATABASE_URL);
  project.provide('testTemplate', template);
  return () => dropTemplate(template);
}
