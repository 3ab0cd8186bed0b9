import { account } from './account.ts';
import { auth } from './auth.ts';
import { charterers } from './charterers.ts';
import { common } from './common.ts';
import { company } from './company.ts';
import { das } from './das.ts';
import { dashboard } from './dashboard.ts';
import { files } from './files.ts';
import { helpCentre } from './help-centre.ts';
import { http } from './http.ts';
import { layout } from './layout.ts';
import { lookups } from './lookups.ts';
import { notifications } from './notifications.ts';
import { pages } from './pages.ts';
import { payments } from './payments.ts';
import { portCalls } from './port-calls.ts';
import { ports } from './ports.ts';
import { result } from './result.ts';
import { vessels } from './vessels.ts';

export const enUS = {
  common,
  auth,
  account,
  layout,
  pages,
  result,
  http,
  vessels,
  ports,
  company,
  charterers,
  lookups,
  files,
  portCalls,
  das,
  payments,
  notifications,
  helpCentre,
  dashboard,
};
export type EnMessages = typeof enUS;
