import { type DaDocument, type Locale, PDF_CONTENT_TYPE } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MailAttachment } from '../../mail/index.ts';
import type { SessionUser } from '../../types.ts';
import { daPdfFileName } from '../documents/format.ts';
import { type DaDocumentData, getDaDocument } from '../documents/get-da-document.ts';
import { renderDaPdf } from '../documents/render-da-pdf.ts';

const { notifications, userManagedEntities, users } = schema;

export interface MailDocument {
  daId: number;
  document: DaDocument;
}

/** Which of these notifications announce a DA document, and which: the step wrote it on them. */
export async function findMailDocuments(db: Db, ids: number[]): Promise<Map<number, MailDocument>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: notifications.id, daId: notifications.daId, document: notifications.daDocument })
    .from(notifications)
    .where(and(inArray(notifications.id, ids), isNotNull(notifications.daId)));
  return new Map(
    rows.map((row) => [row.id, { daId: row.daId!, document: row.document === 'fda' ? 'fda' : 'pda' }]),
  );
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
