export * from './client.ts';
export {
  currentPlanChoice,
  type PlanChoice,
  withCustomPlan,
  withGenericPlan,
  withPlanChoice,
} from './generic-plan.ts';
export { DataDirLockedError } from './lock.ts';
export { maintainPglite, PGLITE_MAINTENANCE, schedulePgliteMaintenance } from './maintenance.ts';
export { getDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords.ts';
export type { AuditChange } from './schema/audit.ts';
export * as schema from './schema/index.ts';
export { DEMO_PASSWORD, demoAccounts, seedDemo } from './seed.ts';
