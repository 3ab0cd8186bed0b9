import { type DaDocument, type Locale, PDF_CONTENT_TYPE } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MailAttachment } from '../../mail/index.ts';
import type { SessionUser } from '../../types.ts';
import { daPdfFileName } from '../documents/format.ts';
import { type DaDocumentData, getDaDocument } from '../documents/get-da-document.ts';
import { renderDaPdf } from '../documents/render-da-pdf.ts';

const { auditEvents, das, notifications, userManagedEntities, users } = schema;

/** DA steps whose notification mail carries the document the step is about (decision 021). */
const documentOfAction: Record<string, DaDocument> = {
  pda_submit: 'pda',
  pda_submit_screening: 'pda',
  pda_approve: 'pda',
  fda_submit: 'fda',
  fda_submit_screening: 'fda',
  fda_approve: 'fda',
  fda_decline: 'fda',
};

export interface MailDocument {
  daId: number;
  document: DaDocument;
}

/**
 * Which of these notifications announce a DA step with a document, and which document. A DA
 * step writes its operation-log entry (audit_events, record port_call, action = the step) and its
 * notifications (link `/das-mgmt/<port call id>`) in one transaction, and both rows take their
 * created_at from now(), the transaction's start: the entry with the same port call and the same
 * instant is the step that wrote the notification. Port-call transitions link to the same page
 * but log other actions, so they match nothing.
 */
export async function findMailDocuments(db: Db, ids: number[]): Promise<Map<number, MailDocument>> {
  if (ids.length === 0) return new Map();
  // {1,9} digits: always an integer, so the cast cannot fail on a link someone wrote by hand.
  const portCallOfLink = sql`substring(${notifications.link} from '^/das-mgmt/([0-9]{1,9})$')::integer`;
  const rows = await db
    .select({ id: notifications.id, action: auditEvents.action, daId: das.id })
    .from(notifications)
    .innerJoin(
      auditEvents,
      and(
        eq(auditEvents.recordType, 'port_call'),
        sql`${auditEvents.recordId} = ${portCallOfLink}`,
        eq(auditEvents.createdAt, notifications.createdAt),
        inArray(auditEvents.action, Object.keys(documentOfAction)),
      ),
    )
    .innerJoin(das, eq(das.portCallId, auditEvents.recordId))
    .where(inArray(notifications.id, ids));
  return new Map(rows.map((row) => [row.id, { daId: row.daId, document: documentOfAction[row.action]! }]));
}

/** The recipient as the documents' reads take a user: the session's fields, without a session. */
async function recipientAsUser(db: Db, userId: number): Promise<SessionUser> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      kind: users.kind,
      entityId: users.entityId,
      locale: users.locale,
      managedEntityIds: sql<number[]>`array(select ${userManagedEntities.entityId} from ${userManagedEntities}
        where ${userManagedEntities.userId} = ${users.id} order by 1)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  const locale: Locale = row.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
  // sessionId 0: no session exists; the reads below scope by user, kind and entities only.
  return { ...row, sessionId: 0, locale, managedEntityIds: (row.managedEntityIds ?? []).map(Number) };
}

export type RenderPdf = (data: DaDocumentData) => Promise<Buffer>;

/**
 * Renders the documents of one batch of mails, each read as its recipient would read it on the
 * DA page (`getDaDocument`: scope, the agent's view before approval) in the recipient's language.
 * Two recipients who would read exactly the same data share one rendering.
 */
export function createDocumentRenderer({
  db,
  apiPrefix,
  render = renderDaPdf,
}: {
  db: Db;
  apiPrefix: string;
  render?: RenderPdf;
}) {
  const rendered = new Map<string, Promise<Buffer>>();
  return async function documentFor(userId: number, target: MailDocument): Promise<MailAttachment> {
    const user = await recipientAsUser(db, userId);
    const data = await getDaDocument({ db, user, ...target, locale: user.locale, apiPrefix });
    const key = JSON.stringify(data);
    let pdf = rendered.get(key);
    if (!pdf) {
      pdf = render(data);
      rendered.set(key, pdf);
    }
    return {
      filename: daPdfFileName(data.da.ref_no, data.document),
      contentType: PDF_CONTENT_TYPE,
      content: await pdf,
    };
  };
}
