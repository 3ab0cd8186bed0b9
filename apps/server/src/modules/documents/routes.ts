import {
  type DashboardAnalysisQuery,
  daPdfQuery,
  dashboardExportQuery,
  documentLocaleQuery,
  idParam,
  type Locale,
  PDF_CONTENT_TYPE,
  portCallExportQuery,
  todayExportQuery,
  XLSX_CONTENT_TYPE,
} from '@portledger/contracts';
import type { Db } from '@portledger/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/index.ts';
import { currentUser } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/envelope.ts';
import type { SessionUser } from '../../types.ts';
import { getDa } from '../das/get-da.ts';
import { analysesForEmbedded } from '../dashboards/documents-sql.ts';
import { getCostAnalysis } from '../dashboards/get-cost-analysis.ts';
import { getSavingsSummary } from '../dashboards/get-savings-summary.ts';
import { getTodayDashboard } from '../dashboards/get-today-dashboard.ts';
import { contentDisposition } from '../files/file-names.ts';
import { daColumns, writeDaLines } from './export-da.ts';
import { costAnalysisSheets, type SheetData, savingsSheets, todaySheets } from './export-dashboards.ts';
import { portCallBatches, portCallColumns, writePortCall } from './export-port-calls.ts';
import { daPdfFileName, fileNameOf } from './format.ts';
import { getDaDocument } from './get-da-document.ts';
import { renderDaPdf } from './render-da-pdf.ts';
import { createWorkbookStream } from './xlsx.ts';

type Workbook = Awaited<ReturnType<typeof createWorkbookStream>>;

function fileHeaders(reply: FastifyReply, contentType: string, fileName: string) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', contentDisposition(fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
}

/** The client hung up while an export was being written: stop reading, nothing went wrong. */
class ClientGone extends Error {}

/**
 * Streams a workbook that `write` fills. Everything that may refuse the request (scope, 404) runs
 * before this, so refusals are envelopes; a failure while streaming can only cut the file short,
 * and is logged.
 */
async function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  write: (book: Workbook) => Promise<void>,
) {
  const book = await createWorkbookStream();
  write(book)
    .then(() => book.commit())
    .catch((error: unknown) => {
      if (error instanceof ClientGone) request.log.info('export stopped: the client went away');
      else request.log.error({ err: error }, 'export failed while streaming');
      book.stream.destroy();
    });
  return fileHeaders(reply, XLSX_CONTENT_TYPE, fileName).send(book.stream);
}

/**
 * Lets the client catch up before the next batch, so a slow download does not pile rows up in
 * memory; stops the export when the client has gone (Fastify destroys the stream then).
 */
async function drained(book: Workbook) {
  const { stream } = book;
  if (!stream.destroyed && stream.writableNeedDrain) {
    await new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done).off('close', done);
        resolve();
      };
      stream.on('drain', done).on('close', done);
    });
  }
  if (stream.destroyed) throw new ClientGone();
}

function sheetsOf(book: Workbook, sheets: SheetData[]) {
  for (const data of sheets) {
    const sheet = book.sheet(data.name, data.columns);
    for (const row of data.rows) sheet.add(row);
    sheet.commit();
  }
}

/** DA documents (PDF) and xlsx exports (issue 10, decision 021): files, not envelopes. */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents and exports'];
  const db = () => app.database.db;

  app.get('/das/:id/pdf', {
    schema: {
      tags,
      summary: 'The PDA or FDA as a PDF, in the caller’s language or ?locale=',
      params: idParam,
      querystring: daPdfQuery,
      produces: [PDF_CONTENT_TYPE],
      response: errorResponses(400, 401, 404),
    },
    handler: async (request, reply) => {
      const data = await getDaDocument({
        db: db(),
        user: currentUser(request),
        daId: request.params.id,
        document: request.query.document,
        locale: request.query.locale ?? request.locale,
        apiPrefix: app.config.apiPrefix,
      });
      const pdf = await renderDaPdf(data);
      return fileHeaders(reply, PDF_CONTENT_TYPE, daPdfFileName(data.da.ref_no, data.document)).send(
        pdf as never,
      );
    },
  });

  app.get('/das/:id/xlsx', {
    schema: {
      tags,
      summary: 'The DA’s cost lines (PDA and FDA) as an xlsx workbook',
      params: idParam,
      querystring: documentLocaleQuery,
      produces: [XLSX_CONTENT_TYPE],
      response: errorResponses(400, 401, 404),
    },
    handler: async (request, reply) => {
      const locale = request.query.locale ?? request.locale;
      const da = await getDa({
        db: db(),
        user: currentUser(request),
        daId: request.params.id,
        locale,
        apiPrefix: app.config.apiPrefix,
      });
      return sendWorkbook(request, reply, `${fileNameOf(da.ref_no, 'DA')}.xlsx`, async (book) => {
        const sheet = book.sheet(translate(locale, 'export.sheet.lines'), daColumns(da, locale));
        writeDaLines(sheet, da, locale);
        sheet.commit();
      });
    },
  });

  app.get('/port_calls/xlsx', {
    schema: {
      tags,
      summary:
        'Every port call of the list for the same tab, filters and sort, as an xlsx workbook (streamed)',
      querystring: portCallExportQuery,
      produces: [XLSX_CONTENT_TYPE],
      response: errorResponses(400, 401),
    },
    handler: async (request, reply) => {
      const locale = request.query.locale ?? request.locale;
      const batches = portCallBatches({ db: db(), user: currentUser(request), query: request.query, locale });
      // The first batch before any byte is sent: a failing query still answers an envelope.
      const first = await batches.next();
      const day = new Date().toISOString().slice(0, 10);
      const name = `${fileNameOf(translate('en-US', 'export.sheet.portCalls'), day)}.xlsx`;
      return sendWorkbook(request, reply, name, async (book) => {
        const sheet = book.sheet(translate(locale, 'export.sheet.portCalls'), portCallColumns(locale));
        for (const row of first.value ?? []) writePortCall(sheet, row);
        if (!first.done) {
          for await (const batch of batches) {
            await drained(book);
            for (const row of batch) writePortCall(sheet, row);
          }
        }
        sheet.commit();
      });
    },
  });

  /** A dashboard's tables, read by the dashboard's own use case: its scope and figures, whatever its SQL becomes. */
  function dashboardExport<T extends { from: string; to: string; currency: string }>(
    path: string,
    file: string,
    read: (input: {
      db: Db;
      user: SessionUser;
      query: DashboardAnalysisQuery;
      locale: Locale;
      embedded: boolean;
    }) => Promise<T>,
    sheets: (data: T, locale: Locale) => SheetData[],
  ) {
    app.get(`/dashboards/${path}/xlsx`, {
      schema: {
        tags,
        summary: `The ${path.replaceAll('_', ' ')} dashboard's tables as an xlsx workbook`,
        querystring: dashboardExportQuery,
        produces: [XLSX_CONTENT_TYPE],
        response: errorResponses(400, 401),
      },
      handler: async (request, reply) => {
        const { locale: asked, ...query } = request.query;
        const locale = asked ?? request.locale;
        const data = await read({
          db: db(),
          user: currentUser(request),
          query,
          locale,
          embedded: analysesForEmbedded(app.database.kind),
        });
        const name = `${fileNameOf(file, data.from, data.to, data.currency)}.xlsx`;
        return sendWorkbook(request, reply, name, async (book) => sheetsOf(book, sheets(data, locale)));
      },
    });
  }
  app.get('/dashboards/today/xlsx', {
    schema: {
      tags,
      summary: "The Today dashboard's tables as an xlsx workbook",
      querystring: todayExportQuery,
      produces: [XLSX_CONTENT_TYPE],
      response: errorResponses(400, 401),
    },
    handler: async (request, reply) => {
      const { locale: asked, ...query } = request.query;
      const locale = asked ?? request.locale;
      const data = await getTodayDashboard({ db: db(), user: currentUser(request), query, locale });
      const name = `${fileNameOf('Today', data.today)}.xlsx`;
      return sendWorkbook(request, reply, name, async (book) => sheetsOf(book, todaySheets(data, locale)));
    },
  });
  dashboardExport('das_cost_analysis', 'DA-cost-analysis', getCostAnalysis, costAnalysisSheets);
  dashboardExport('savings_summary', 'Savings-summary', getSavingsSummary, savingsSheets);
}
