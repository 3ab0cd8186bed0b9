import { z } from 'zod';
import { locale } from './auth.ts';
import { dashboardAnalysisQuery, todayDashboardQuery } from './dashboards.ts';
import { portCallListQuery } from './port-calls.ts';

/**
 * Documents and exports (issue 10, decision 021). The answers are files (PDF, xlsx), not
 * envelopes; refusals are the usual error envelopes. `locale` overrides the caller's
 * Accept-Language for the file's texts.
 */
export const documentLocaleQuery = z.object({ locale: locale.optional() }).strict();

/** `GET /das/:id/pdf?document=fda&locale=zh-CN`. */
export const daPdfQuery = z
  .object({ document: z.enum(['pda', 'fda']).default('pda'), locale: locale.optional() })
  .strict();
export type DaPdfQuery = z.input<typeof daPdfQuery>;

/** The port-call list's own filters, tab and sort, without the page: every row is exported. */
export const portCallExportQuery = portCallListQuery
  .omit({ page: true, per_page: true })
  .extend({ locale: locale.optional() })
  .strict();
export type PortCallExportQuery = z.input<typeof portCallExportQuery>;

/** The analysis dashboards' own filters. */
export const dashboardExportQuery = dashboardAnalysisQuery.extend({ locale: locale.optional() }).strict();
export type DashboardExportQuery = z.input<typeof dashboardExportQuery>;
/** The Today dashboard's own query. */
export const todayExportQuery = todayDashboardQuery.extend({ locale: locale.optional() }).strict();

export const PDF_CONTENT_TYPE = 'application/pdf';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
