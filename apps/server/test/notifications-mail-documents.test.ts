import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DaDetail } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../src/i18n/index.ts';
import { mailNotifications } from '../src/modules/notifications/mail-notifications.ts';
import { pdfPages } from './document-readers.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { type StagedContext, stagedDas, stagingContext } from './staged-das.ts';

type User = 'principal' | 'agent' | 'operator';
const s = schema;

let t: TestApp;
let x: StagedContext;
const items: { id: number; nameEn: string; nameZh: string }[] = [];

function outbox() {
  try {
    const dir = join(t.dataDir, 'outbox');
    return readdirSync(dir)
      .sort()
      .map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

/** The base64 parts of a mail, decoded, as a mail client would list its attachments. */
function attachmentsOf(mail: string) {
  const part =
    /Content-Type: ([^;\r\n]+); name="[^"]*"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="([^"]+)"\r\n\r\n([A-Za-z0-9+/=\r\n]+)/g;
  return [...mail.matchAll(part)].map((m) => ({
    contentType: m[1]!,
    filename: m[2]!,
    content: Buffer.from(m[3]!.replace(/\r\n/g, ''), 'base64'),
  }));
}

/** The first mail to this address about this port call that `matches`, once it has arrived. */
async function mailTo(address: string, portCallId: number, matches: (mail: string) => boolean = () => true) {
  const link = `/das-mgmt/${portCallId}\r\n`;
  const find = () =>
    outbox().find((mail) => mail.includes(`<${address}>`) && mail.includes(link) && matches(mail));
  await vi.waitFor(() => expect(find()).toBeDefined(), { timeout: 20_000 });
  return find()!;
}
const withFile = (suffix: string) => (mail: string) =>
  attachmentsOf(mail).some((f) => f.filename.endsWith(suffix));

const pdfText = async (content: Buffer) => (await pdfPages(content)).join('\n');

const call = async (user: User, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const response = await x.w.call(user, method, url, payload);
  if (response.statusCode !== 200) throw new Error(`${user} ${method} ${url}: ${response.body}`);
  return response.json().data.object as DaDetail;
};
const act = async (user: User, daId: number, action: string, body: Record<string, unknown> = {}) => {
  const { lock_version } = await call(user, 'GET', `/das/${daId}`);
  return call(user, 'POST', `/das/${daId}/${action}`, { lock_version, ...body });
};
const chooseEmail = (name: string, areas: string[]) =>
  t.database.db
    .update(s.users)
    .set({ emailAreas: sql`${JSON.stringify(areas)}::jsonb` })
    .where(eq(s.users.name, name));

const OPERATOR = 'sara.lindqvist@portledger.example';
const OPERATOR_ZH = 'li.na@portledger.example';
const AGENT = 'wang.lei@sh-harbour-agency.example';

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://portledger.example' });
  x = await stagingContext(t);
  const db = t.database.db;
  // A second desk member who reads Chinese.
  const [desk] = await db.select().from(s.users).where(eq(s.users.name, 'operator'));
  await db.insert(s.users).values({
    name: 'operator_zh',
    displayName: '李娜 Li Na',
    email: OPERATOR_ZH,
    kind: 'operator',
    entityId: desk!.entityId,
    passwordHash: desk!.passwordHash,
    locale: 'zh-CN',
  });
  for (const name of ['operator', 'operator_zh', 'principal']) await chooseEmail(name, ['PDA', 'PORT_CALL']);
  await chooseEmail('agent', ['PDA', 'PORT_CALL']);
  const rows = await db
    .select({ item: s.costItems })
    .from(s.costItems)
    .orderBy(asc(s.costItems.categoryId), asc(s.costItems.sortOrder))
    .limit(2);
  for (const row of rows) items.push({ id: row.item.id, nameEn: row.item.nameEn, nameZh: row.item.nameZh });
}, 120_000);
afterAll(() => t?.close());

describe('DA notification mails carry the document', () => {
  it('a PDA submission reaches the desk with the PDA as a PDF, in each operator’s language', async () => {
    const pc = await x.w.acceptedPortCall();
    await act('agent', pc.da.id, 'pda_submit', {
      cost_items_attributes: [
        { cost_item_id: items[0]!.id, pda_quoted_price: '1234.50' },
        { cost_item_id: items[1]!.id, pda_quoted_price: '800' },
      ],
    });
    const english = await mailTo(OPERATOR, pc.id);
    const chinese = await mailTo(OPERATOR_ZH, pc.id);
    for (const mail of [english, chinese]) {
      expect(mail).toContain('Content-Type: multipart/mixed;');
      const files = attachmentsOf(mail);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatchObject({ contentType: 'application/pdf', filename: `${pc.ref_no}-PDA.pdf` });
    }
    const en = await pdfText(attachmentsOf(english)[0]!.content);
    expect(en).toContain(translate('en-US', 'document.title.pda'));
    expect(en).toContain(pc.ref_no);
    expect(en).toContain(items[0]!.nameEn);
    expect(en).toContain('1,234.50');
    const zh = await pdfText(attachmentsOf(chinese)[0]!.content);
    expect(zh).toContain(translate('zh-CN', 'document.title.pda'));
    expect(zh).toContain(pc.ref_no);
    expect(zh).toContain(items[0]!.nameZh);
    expect(zh).toContain('1,234.50');

    // The agent's mail about the new port call (a port-call step, not a DA step) has no file.
    const assigned = await mailTo(AGENT, pc.id);
    expect(attachmentsOf(assigned)).toHaveLength(0);
    expect(assigned).not.toContain('multipart/mixed');
  });

  it('the agent’s copy of a declined FDA leaves out the screened prices; the principal’s shows them', async () => {
    const daId = await stagedDas(x).daAt('fda_under_screening');
    const [{ portCallId }] = (await t.database.db
      .select({ portCallId: s.das.portCallId })
      .from(s.das)
      .where(eq(s.das.id, daId))) as [{ portCallId: number }];
    const { lines } = await call('operator', 'GET', `/das/${daId}`);
    await act('operator', daId, 'fda_submit_screening', {
      screening_summary: 'Pilotage above tariff',
      cost_items_attributes: [{ id: lines[0]!.id, fda_screened_price: '1111.11' }],
    });
    const screened = await mailTo('olivia.chen@oceanic-bulk.example', portCallId, withFile('-FDA.pdf'));
    expect(await pdfText(attachmentsOf(screened)[0]!.content)).toContain('1,111.11');

    // Of the FDA steps, only the decline is announced to the agent.
    await act('principal', daId, 'fda_decline', { decline_reason: 'Please explain pilotage' });
    const declined = attachmentsOf(await mailTo(AGENT, portCallId, withFile('-FDA.pdf')));
    expect(declined.map((file) => file.filename)).toEqual([expect.stringMatching(/-FDA\.pdf$/)]);
    // The agent reads Chinese: the quoted 1,200.00 is there, the screened 1,111.11 is not.
    const text = await pdfText(declined[0]!.content);
    expect(text).toContain(translate('zh-CN', 'document.title.fda'));
    expect(text).toContain('1,200.00');
    expect(text).not.toContain('1,111.11');
    expect(text).not.toContain('Pilotage above tariff');
  });

  it('a document that fails to render is logged, and the mail goes out without it', async () => {
    // Nobody takes PDA mails now: the notifications stay unmailed, and are mailed below by hand.
    for (const name of ['operator', 'operator_zh']) await chooseEmail(name, []);
    const pc = await x.w.acceptedPortCall();
    await act('agent', pc.da.id, 'pda_submit', {
      cost_items_attributes: [{ cost_item_id: items[0]!.id, pda_quoted_price: '10' }],
    });
    const rows = await t.database.db
      .select({ id: s.notifications.id })
      .from(s.notifications)
      .where(eq(s.notifications.link, `/das-mgmt/${pc.id}`));
    const before = outbox().length;
    const sent = await mailNotifications({
      db: t.database.db,
      mailer: t.app.mailer,
      publicUrl: t.config.publicUrl,
      apiPrefix: t.config.apiPrefix,
      log: t.app.log,
      ids: rows.map((row) => row.id),
      renderPdf: () => Promise.reject(new Error('the renderer broke')),
    });
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(t.logs.text).toContain('notification e-mail goes without its document');
    expect(t.logs.text).toContain('the renderer broke');
    const mails = outbox().slice(before);
    const desk = mails.filter((mail) => mail.includes(`<${OPERATOR}>`) || mail.includes(`<${OPERATOR_ZH}>`));
    expect(desk).toHaveLength(2);
    for (const mail of desk) {
      expect(mail).toContain(`https://portledger.example/das-mgmt/${pc.id}\r\n`);
      expect(attachmentsOf(mail)).toHaveLength(0);
    }
  });
});
