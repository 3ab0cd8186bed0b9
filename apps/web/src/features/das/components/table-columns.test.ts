import { describe, expect, it } from 'vitest';
import { daFixture, lineOf } from './da-fixture.ts';
import type { EditorSetup } from './editor-context.ts';
import { linesOf, type Stage } from './form-values.ts';
import { visibleColumns } from './table-columns.ts';

const setupOf = (stage: Stage | null, editsLines: boolean, screening: boolean): EditorSetup => {
  const da = daFixture({
    lines: [lineOf(1, 'Agency fee', { pda_quoted_price: '1000.00', pda_screened_price: '900.00' })],
  });
  return {
    da,
    document: 'pda',
    stage,
    editsLines,
    editsReceipts: false,
    saved: new Map(linesOf(da).map((line) => [line.id, line])),
    screening,
  };
};

describe('the cost-lines columns', () => {
  it('pin the item name left while a wide screening table scrolls sideways', () => {
    const columns = visibleColumns(setupOf('screened', false, true));
    expect(columns[0]).toMatchObject({ id: 'item', fixed: 'left' });
    // Only the item column is pinned on the screening table (it has no action column).
    expect(columns.filter((column) => column.fixed).map((column) => column.id)).toEqual(['item']);
  });

  it('pin the delete action right while the agent edits the lines', () => {
    const columns = visibleColumns(setupOf('quoted', true, false));
    expect(columns.at(-1)).toMatchObject({ id: 'delete', fixed: 'right' });
    expect(columns[0]?.fixed).toBe('left');
  });
});
