import type { Locale } from '@portledger/contracts';
import { type Db, schema } from '@portledger/db';
import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type MessageKey, translate } from '../../i18n/index.ts';
import type { MailAttachment, Mailer } from '../../mail/index.ts';
import { notificationTexts } from './list-notifications.ts';
import {
  createDocumentRenderer,
  findMailDocuments,
  type MailDocument,
  type RenderPdf,
} from './mail-documents.ts';

const { notifications, users } = schema;

export interface MailNotificationsInput {
  db: Db;
  mailer: Mailer;
  /** The app's address (config.publicUrl): a notification's link is a path inside the app. */
  publicUrl: string;
  /** config.apiPrefix: the DA read behind an attached document builds file URLs with it. */
  apiPrefix: string;
  log: FastifyBaseLogger;
  /** Notifications whose recipients chose e-mail for their business area. */
  ids: number[];
  /** The PDF renderer of attached documents (tests replace it to make it fail). */
  renderPdf?: RenderPdf;
}

/** The e-mail copy of one notification: subject = title; body = content and the link. */
export function composeNotificationMail(input: {
  locale: Locale;
  title: string;
  content: string;
  link: string | null;
  businessArea: string;
  publicUrl: string;
}) {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(input.locale, key, params);
  const area = t(`notifications.area.${input.businessArea}` as MessageKey);
  const url = `${input.publicUrl}${input.link?.startsWith('/') ? input.link : '/notification'}`;
  // The link stands alone on its line, so mail clients make it clickable as a whole.
  const text = [
    input.content,
    '',
    t('notifications.mail.open'),
    url,
    '',
    '--',
    t('notifications.mail.why', { area }),
  ];
  return { subject: input.title, text: `${text.join('\n')}\n` };
}

/**
 * Sends the e-mail copies of new notifications. Every app instance hears the announcement, so
 * each first claims the rows (emailed_at is set only where it is still empty): one instance
 * mails a notification, the others find nothing left. A failed send is logged and released
 * (emailed_at back to null), so the column only records mail that went out. Answers the number sent.
 * A DA step's mail carries its document as a PDF, rendered here, after the step's transaction has
 * committed; a document that cannot be rendered is logged and the mail goes without it.
 */
export async function mailNotifications({
  db,
  mailer,
  publicUrl,
  apiPrefix,
  log,
  ids,
  renderPdf,
}: MailNotificationsInput) {
  if (ids.length === 0) return 0;
  const claimed = await db
    .update(notifications)
    .set({ emailedAt: new Date() })
    .where(and(inArray(notifications.id, ids), isNull(notifications.emailedAt)))
    .returning();
  if (claimed.length === 0) return 0;
  const recipients = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName, locale: users.locale })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((row) => row.userId),
      ),
    );
  const byId = new Map(recipients.map((recipient) => [recipient.id, recipient]));
  const documents = await findMailDocuments(
    db,
    claimed.map((row) => row.id),
  ).catch((error: unknown) => {
    log.error({ err: error }, 'could not find the documents of notification e-mails');
    return new Map<number, MailDocument>();
  });
  const documentFor = createDocumentRenderer({ db, apiPrefix, render: renderPdf });
  const attachmentsOf = async (notificationId: number, userId: number): Promise<MailAttachment[]> => {
    const target = documents.get(notificationId);
    if (!target) return [];
    try {
      return [await documentFor(userId, target)];
    } catch (error) {
      log.error(
        { err: error, notificationId, userId, ...target },
        'notification e-mail goes without its document',
      );
      return [];
    }
  };
  let sent = 0;
  for (const row of claimed) {
    const recipient = byId.get(row.userId);
    try {
      if (!recipient?.email) throw new Error('The recipient has no e-mail address.');
      // The e-mail is in the profile's language (decision 050).
      const locale = recipient.locale === 'zh-CN' ? 'zh-CN' : 'en-US';
      const mail = composeNotificationMail({
        locale,
        ...notificationTexts(row, locale),
        link: row.link,
        businessArea: row.businessArea,
        publicUrl,
      });
      const attachments = await attachmentsOf(row.id, row.userId);
      await mailer.sendMail({ to: `${recipient.displayName} <${recipient.email}>`, ...mail, attachments });
      sent += 1;
    } catch (error) {
      log.error({ err: error, notificationId: row.id, userId: row.userId }, 'notification e-mail failed');
      await db
        .update(notifications)
        .set({ emailedAt: null })
        .where(inArray(notifications.id, [row.id]))
        .catch((releaseError: unknown) =>
          log.error({ err: releaseError, notificationId: row.id }, 'could not release the e-mail claim'),
        );
    }
  }
  return sent;
}
