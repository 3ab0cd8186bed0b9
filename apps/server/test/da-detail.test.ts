import { schema } from '@portledger/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPdf } from './authorization-fixtures.ts';
import { startTestApp, type TestApp } from './helpers.ts';
import { type StagedContext, stagedDas, stagingContext } from './staged-das.ts';

/**
 * The DA detail's lines, comments, receipts and variance threshold, which GET /das/:id and every
 * DA action answer from one statement (decision 068): each part as the rows in the database say.
 */
let t: TestApp;
let x: StagedContext;
beforeAll(async () => {
  t = await startTestApp();
  x = await stagingContext(t);
});
afterAll(() => t.close());

type Line = {
  id: number;
  fda_quoted_price: string | null;
  comments: {
    id: number;
    document: string;
    user: { id: number; name: string };
    content: string;
    created_at: string;
  }[];
  receipts: { id: number; file_url: string; original_filename: string }[];
};
type Detail = { lock_version: number; variance_reason_percent: string; lines: Line[]; categories: unknown[] };

const detailOf = async (user: 'principal' | 'agent' | 'operator', daId: number) => {
  const response = await x.w.call(user, 'GET', `/das/${daId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.object as Detail;
};

async function upload(name: string): Promise<number> {
  const body = multipartPdf(name);
  const response = await t.app.inject({
    method: 'POST',
    url: '/uapi/files',
    headers: { authorization: x.w.tokens.agent!, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

describe('the DA detail', () => {
  it("shows each line's comments with their authors and times, and its receipts in the order attached", async () => {
    const daId = await stagedDas(x).daAt('advance_confirmed_fda_pending_creation');
    const before = await detailOf('agent', daId);
    const [line] = before.lines;
    const tug = await upload('tug-invoice.pdf');
    const pilot = await upload('pilot-receipt.pdf');
    const saved = await x.w.call('agent', 'POST', `/das/${daId}/fda_draft`, {
      lock_version: before.lock_version,
      cost_items_attributes: [
        {
          id: line!.id,
          fda_quoted_price: '1000.5',
          file_ids: [tug, pilot],
          comments_attributes: [{ content: 'Tug and pilot, as receipted' }],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const comment = await x.w.call('operator', 'POST', '/comments', {
      cost_line_id: line!.id,
      document: 'fda',
      content: '核对收据 receipts checked',
    });
    expect(comment.statusCode, comment.body).toBe(200);

    const rows = await t.database.db
      .select({
        id: schema.daComments.id,
        userId: schema.daComments.userId,
        content: schema.daComments.content,
        createdAt: schema.daComments.createdAt,
        name: schema.users.displayName,
      })
      .from(schema.daComments)
      .innerJoin(schema.users, eq(schema.users.id, schema.daComments.userId))
      .where(eq(schema.daComments.costLineId, line!.id))
      .orderBy(asc(schema.daComments.createdAt), asc(schema.daComments.id));
    expect(rows).toHaveLength(2);

    // The save's own answer and a later read show the same line.
    const answered = (saved.json().data.object as Detail).lines.find((l) => l.id === line!.id)!;
    const read = (await detailOf('agent', daId)).lines.find((l) => l.id === line!.id)!;
    expect(answered.fda_quoted_price).toBe('1000.50');
    expect(answered.receipts).toEqual(read.receipts);
    expect(read.receipts).toEqual([
      { id: tug, file_url: `/uapi/files/${tug}`, original_filename: 'tug-invoice.pdf' },
      { id: pilot, file_url: `/uapi/files/${pilot}`, original_filename: 'pilot-receipt.pdf' },
    ]);
    expect(read.comments).toEqual(
      rows.map((row) => ({
        id: row.id,
        document: 'fda',
        user: { id: row.userId, name: row.name },
        content: row.content,
        created_at: row.createdAt.toISOString(),
      })),
    );
    expect(answered.comments).toEqual(read.comments.slice(0, 1));

    // Receipts replaced: the one no longer listed is gone from the line.
    const replaced = await x.w.call('agent', 'POST', `/das/${daId}/fda_draft`, {
      lock_version: (saved.json().data.object as Detail).lock_version,
      cost_items_attributes: [{ id: line!.id, file_ids: [pilot] }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await detailOf('agent', daId)).lines.find((l) => l.id === line!.id)!.receipts).toEqual([
      { id: pilot, file_url: `/uapi/files/${pilot}`, original_filename: 'pilot-receipt.pdf' },
    ]);
  });

  it('shows a DA without lines, and the variance threshold as the settings hold it', async () => {
    const daId = await stagedDas(x).daAt('pda_pending_creation');
    await t.database.db
      .update(schema.screeningSettings)
      .set({ varianceReasonPercent: '12.50' })
      .where(eq(schema.screeningSettings.id, 1));
    const detail = await detailOf('agent', daId);
    expect(detail.lines).toEqual([]);
    expect(detail.categories).toEqual([]);
    expect(detail.variance_reason_percent).toBe('12.50');
  });
});
