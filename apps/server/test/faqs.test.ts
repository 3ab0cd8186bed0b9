import { faqCategories, portCallStatuses, statusLabel } from '@portledger/contracts';
import { schema } from '@portledger/db';
import { and, count, eq, isNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const { faqs, referenceSeed } = schema;

beforeAll(async () => {
  t = await startTestApp();
  for (const name of ['principal', 'agent', 'operator']) tokens[name] = (await login(t.app, name)).token!;
});
afterAll(() => t.close());

type Lang = 'en-US' | 'zh-CN';
const get = (url: string, as = 'principal', lang: Lang = 'en-US') =>
  t.app.inject({ url, headers: { ...auth(tokens[as]), 'accept-language': lang } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = 'operator') =>
  t.app.inject({
    method,
    url,
    headers: auth(tokens[as]),
    ...(payload ? { payload: payload as object } : {}),
  });
const rows = async () => (await t.database.db.select({ n: count() }).from(faqs))[0]!.n;
const list = async (query: string, as = 'principal', lang: Lang = 'en-US') => {
  const response = await get(`/uapi/faqs?${query}`, as, lang);
  expect(response.statusCode, query).toBe(200);
  return response.json().data as {
    objects: { id: number; category: string; question: string; excerpt: string; is_published: boolean }[];
    page: { page: number; per_page: number; total_count: number };
    category_counts: Record<string, number>;
  };
};
const seededId = async (slug: string) =>
  (await t.database.db.select({ id: faqs.id }).from(faqs).where(eq(faqs.slug, slug)))[0]!.id;

const article = (overrides: Record<string, unknown> = {}) => ({
  category: 'payments',
  question_en: 'How do I read the remittance advice of a SWIFT payment?',
  question_zh: '如何阅读 SWIFT 付款的汇款通知？',
  answer_en: 'Open the payment.\n- Field 32A holds the value date.\n- Field 59 names the beneficiary.',
  answer_zh: '打开付款。\n- 32A 栏为起息日。\n- 59 栏为收款人。',
  ...overrides,
});

describe('help centre: reading', () => {
  it('serves the seeded articles in the reader’s language, in every category', async () => {
    const en = await list('per_page=100');
    expect(en.page.total_count).toBeGreaterThanOrEqual(20);
    for (const category of faqCategories) expect(en.category_counts[category], category).toBeGreaterThan(0);
    const sum = Object.values(en.category_counts).reduce((a, b) => a + b, 0);
    expect(sum).toBe(en.page.total_count);
    expect(en.objects[0]!.question).toBe(
      'What is PortLedger, and what do principals, agents and operators do?',
    );
    const zh = await list('per_page=100', 'agent', 'zh-CN');
    expect(zh.page.total_count).toBe(en.page.total_count);
    expect(zh.objects[0]!.question).toBe('PortLedger 是什么？委托方、代理和审核员分别做什么？');
    expect(zh.objects.every((faq) => /[\u4e00-\u9fff]/.test(faq.question))).toBe(true);
    expect(zh.objects.every((faq) => faq.excerpt.length > 0 && faq.excerpt.length <= 182)).toBe(true);
  });

  it('explains every status a port call can reach, generated from the state machine', async () => {
    const id = await seededId('statuses-and-next-steps');
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const response = await get(`/uapi/faqs/${id}`, 'agent', lang);
      expect(response.statusCode).toBe(200);
      const { answer, related, source } = response.json().data.object;
      for (const status of portCallStatuses.filter((s) => s !== 'approved_pending_payment')) {
        expect(answer, status).toContain(`- ${statusLabel(status, lang)}${lang === 'en-US' ? ':' : '：'}`);
      }
      expect(source).toBeNull();
      expect(related.length).toBeGreaterThan(0);
      expect(related.map((r: { id: number }) => r.id)).not.toContain(id);
    }
  });

  it('searches questions and answers in both languages, every word must match', async () => {
    const prefunding = await list('q=prefunding');
    expect(prefunding.page.total_count).toBeGreaterThan(0);
    expect(prefunding.objects[0]!.question).toBe('How do prefunding and the advance payment work?');
    // A Chinese search finds the same article while reading English, and the other way round.
    const zhWords = await list(`q=${encodeURIComponent('预付款')}`);
    expect(zhWords.objects.map((f) => f.id)).toContain(prefunding.objects[0]!.id);
    const enWordsInZh = await list('q=PREFUNDING', 'principal', 'zh-CN');
    expect(enWordsInZh.page.total_count).toBe(prefunding.page.total_count);
    const both = await list('q=query+receipt&per_page=100');
    const queryOnly = await list('q=query&per_page=100');
    expect(both.page.total_count).toBeGreaterThan(0);
    expect(both.page.total_count).toBeLessThan(queryOnly.page.total_count);
    expect((await list('q=xylophone')).page.total_count).toBe(0);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    expect((await list(`q=${encodeURIComponent('_')}`)).page.total_count).toBe(0);
    expect((await list(`q=${encodeURIComponent('\\')}`)).page.total_count).toBe(0);
    const percent = await list(`q=${encodeURIComponent('%')}&per_page=100`);
    const all = await list('per_page=100');
    expect(percent.page.total_count).toBeGreaterThan(0);
    expect(percent.page.total_count).toBeLessThan(all.page.total_count);
    const texts = await t.database.db.select().from(faqs).where(isNull(faqs.deletedAt));
    const withPercent = texts.filter((f) =>
      [f.questionEn, f.questionZh, f.answerEn, f.answerZh].some((text) => text.includes('%')),
    );
    expect(percent.page.total_count).toBe(withPercent.length);
  });

  it('filters by category, counts per category for the search, and pages', async () => {
    const payments = await list('category=payments&per_page=100');
    expect(payments.objects.every((f) => f.category === 'payments')).toBe(true);
    expect(payments.page.total_count).toBe(payments.category_counts.payments);
    expect(payments.category_counts.pda).toBeGreaterThan(0);
    const searched = await list('q=refund&category=payments');
    expect(searched.category_counts.payments).toBe(searched.page.total_count);
    const first = await list('per_page=5&page=1');
    const second = await list('per_page=5&page=2');
    expect(second.objects).toHaveLength(5);
    expect(second.page).toEqual({ page: 2, per_page: 5, total_count: first.page.total_count });
    expect(second.objects.map((f) => f.id)).not.toContain(first.objects[0]!.id);
  });

  it('answers a missing id with the 404 "not have id" message in both languages', async () => {
    const en = await get('/uapi/faqs/999999');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({
      code: 404,
      msg: 'Not have id: this help article does not exist or has been deleted.',
    });
    const zh = await get('/uapi/faqs/999999', 'agent', 'zh-CN');
    expect(zh.json().msg).toBe('不存在该 ID：此帮助文章不存在或已被删除。');
    expect((await get('/uapi/faqs/abc')).statusCode).toBe(400);
  });

  it('rejects unknown filters, sorts and categories with 400', async () => {
    expect((await get('/uapi/faqs?slug=roles')).statusCode).toBe(400);
    expect((await get('/uapi/faqs?sort=question')).statusCode).toBe(400);
    expect((await get('/uapi/faqs?category=finance')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/uapi/faqs' })).statusCode).toBe(401);
  });
});

describe('help centre: operators maintain the articles', () => {
  let id: number;

  it('lets an operator write an article in both languages', async () => {
    const created = await send('POST', '/uapi/faqs', article());
    expect(created.statusCode).toBe(200);
    expect(created.json().msg).toBe('The help article has been created.');
    const object = created.json().data.object;
    expect(object).toMatchObject({
      category: 'payments',
      question: 'How do I read the remittance advice of a SWIFT payment?',
      is_published: true,
      lock_version: 0,
      source: { question_zh: '如何阅读 SWIFT 付款的汇款通知？', answer_zh: article().answer_zh },
    });
    id = object.id;
    const payments = await list('category=payments&per_page=100');
    expect(payments.objects.at(-1)!.id).toBe(id);
    const zh = (await get(`/uapi/faqs/${id}`, 'agent', 'zh-CN')).json().data.object;
    expect(zh).toMatchObject({
      question: '如何阅读 SWIFT 付款的汇款通知？',
      source: null,
      category_label: '付款',
    });
  });

  it('keeps principals and agents from writing (403) and writes nothing', async () => {
    const before = await rows();
    for (const as of ['principal', 'agent']) {
      expect((await send('POST', '/uapi/faqs', article({ question_en: 'Other?' }), as)).statusCode).toBe(403);
      expect((await send('PUT', `/uapi/faqs/${id}`, { ...article(), lock_version: 0 }, as)).statusCode).toBe(
        403,
      );
      expect((await send('DELETE', `/uapi/faqs/${id}`, undefined, as)).statusCode).toBe(403);
    }
    expect(await rows()).toBe(before);
    expect((await get(`/uapi/faqs/${id}`)).json().data.object.lock_version).toBe(0);
  });

  it('refuses bad input (400) and a duplicate question (422), writing nothing', async () => {
    const before = await rows();
    const bad = await send('POST', '/uapi/faqs', {
      ...article({ category: 'finance', question_zh: '   ', answer_en: 'x'.repeat(10_001) }),
      slug: 'mine',
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad.json().data.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(messages.question_zh).toBe('Chinese question is required');
    expect(messages.answer_en).toBe('English answer must be at most 10000 characters');
    expect(Object.keys(messages).sort()).toEqual(['answer_en', 'category', 'question_zh', 'slug']);
    const duplicate = await send(
      'POST',
      '/uapi/faqs',
      article({ question_en: '  how do I read the REMITTANCE advice of a SWIFT payment?  ' }),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().data.errors).toEqual([
      { field: 'question_en', message: 'Another help article already asks this question.' },
      { field: 'question_zh', message: 'Another help article already asks this question.' },
    ]);
    expect(await rows()).toBe(before);
  });

  it('edits with the current lock_version and refuses a stale one (409)', async () => {
    const edited = await send('PUT', `/uapi/faqs/${id}`, {
      ...article({ answer_en: 'Open the payment page.\n- Field 32A: value date.' }),
      lock_version: 0,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.object).toMatchObject({
      lock_version: 1,
      answer: 'Open the payment page.\n- Field 32A: value date.',
    });
    const stale = await send('PUT', `/uapi/faqs/${id}`, {
      ...article({ answer_en: 'Overwritten' }),
      lock_version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe('Someone else changed this record. Reload it and try again.');
    expect((await get(`/uapi/faqs/${id}`)).json().data.object.answer).toContain('Field 32A: value date');
    const staleDelete = await send('DELETE', `/uapi/faqs/${id}?lock_version=0`);
    expect(staleDelete.statusCode).toBe(409);
    expect((await send('PUT', '/uapi/faqs/999999', { ...article(), lock_version: 0 })).statusCode).toBe(404);
  });

  it('shows an unpublished article to operators only', async () => {
    const draft = await send(
      'POST',
      '/uapi/faqs',
      article({ question_en: 'Draft?', question_zh: '草稿？', is_published: false }),
    );
    const draftId = draft.json().data.object.id;
    expect((await get(`/uapi/faqs/${draftId}`)).statusCode).toBe(404);
    expect((await list('q=Draft%3F')).page.total_count).toBe(0);
    expect((await get(`/uapi/faqs/${draftId}`, 'operator')).statusCode).toBe(200);
    expect((await list('q=Draft%3F', 'operator')).objects.map((f) => f.is_published)).toEqual([false]);
  });

  it('deletes softly: gone for everyone, not listed, the row kept', async () => {
    const deleted = await send('DELETE', `/uapi/faqs/${id}?lock_version=1`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().msg).toBe('The help article has been deleted.');
    for (const as of ['principal', 'operator'])
      expect((await get(`/uapi/faqs/${id}`, as)).statusCode).toBe(404);
    expect((await list('q=remittance+advice', 'operator')).objects.map((f) => f.id)).not.toContain(id);
    expect((await send('DELETE', `/uapi/faqs/${id}`)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(faqs).where(eq(faqs.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // The question is free again once its article is deleted.
    expect((await send('POST', '/uapi/faqs', article())).statusCode).toBe(200);
  });

  it('keeps an operator’s edit and deletion when the seed runs again at start-up', async () => {
    const rolesId = await seededId('roles');
    const roles = (await get(`/uapi/faqs/${rolesId}`, 'operator')).json().data.object;
    const put = await send('PUT', `/uapi/faqs/${rolesId}`, {
      category: roles.category,
      ...roles.source,
      question_en: 'Who does what in PortLedger?',
      lock_version: roles.lock_version,
    });
    expect(put.statusCode).toBe(200);
    const dueId = await seededId('due-flags');
    expect((await send('DELETE', `/uapi/faqs/${dueId}`)).statusCode).toBe(200);
    // An article added to the seed later (simulated by removing one, and by the database holding
    // an older seed's fingerprint, as after an upgrade) is inserted on the next start.
    await t.database.db.delete(faqs).where(eq(faqs.slug, 'language'));
    await t.database.db.update(referenceSeed).set({ fingerprint: 'the seed of an older release' });
    const before = await rows();
    const [{ maxId }] = (await t.database.db.select({ maxId: max(faqs.id) }).from(faqs)) as [
      { maxId: number },
    ];

    await t.database.migrate(); // what every start runs: migrations, then the reference seed

    expect(await rows()).toBe(before + 1);
    expect((await get(`/uapi/faqs/${rolesId}`)).json().data.object.question).toBe(
      'Who does what in PortLedger?',
    );
    expect((await get(`/uapi/faqs/${dueId}`)).statusCode).toBe(404);
    const [language] = await t.database.db
      .select()
      .from(faqs)
      .where(and(eq(faqs.slug, 'language'), isNull(faqs.deletedAt)));
    expect(language?.questionZh).toBe('如何在中文和英文之间切换？');
    // Only the missing article was inserted: the others did not draw ids from the sequence.
    expect(language?.id).toBe(maxId + 1);
  });
});
