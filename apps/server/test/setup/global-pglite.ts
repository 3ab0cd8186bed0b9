import { createTemplate, dropTemplate, type TestTemplate } from '@portledger/db/testing';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: TestTemplate;
  }
}

export default async function setup(project: TestProject) {
  const template = await createTemplate('pglite');
  project.provide('testTemplate', template);
  return () => dropTemplate(template);
}
