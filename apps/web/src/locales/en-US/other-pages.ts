import { account } from './account.ts';
import { charterers } from './charterers.ts';
import { company } from './company.ts';
import { das } from './das.ts';
import { dashboard } from './dashboard.ts';
import { helpCentre } from './help-centre.ts';
import { payments } from './payments.ts';
import { ports } from './ports.ts';
import { scorecards } from './scorecards.ts';
import { screening } from './screening.ts';
import { users } from './users.ts';
import { vessels } from './vessels.ts';

/**
 * The texts of every other page, loaded with the first of them (locales/index.ts
 * `loadOtherPageMessages`), so the first page does not download them (docs/decisions/018).
 */
export const otherPages = {
  account,
  vessels,
  ports,
  company,
  charterers,
  das,
  payments,
  helpCentre,
  dashboard,
  scorecards,
  users,
  screening,
};
