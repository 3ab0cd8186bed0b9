import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { memo, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { HEADER_HEIGHT } from '../../../lib/layout.ts';
import { CommentsCell } from './comments-cell.tsx';
import { useDraftKeys, useDraftStore } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import { checkedFormTotals, priceKeyOf, type Stage } from './form-values.ts';
import { DeleteLine, LivePrice, PriceInput, SavedPrice, SavingsCell, VarianceCell } from './line-cells.tsx';
import { ReceiptsCell } from './receipts-cell.tsx';
import { EvidenceCell, FlagsCell, ScreeningReasonCell, VarianceReasonCell } from './screening-cells.tsx';
import { amountStyle } from './styles.ts';
import { type TableColumn, visibleColumns } from './table-columns.ts';

const CATEGORY_BACKGROUND = '#fafafa';

type Row =
  | { kind: 'category'; key: string; categoryId: number; name: string }
  | { kind: 'line'; key: string };

/**
 * Category subtotal of one stage, live (a dash while a typed price in it is unreadable). It
 * subscribes to its figure, not to every change, so a keystroke re-renders only the subtotal of
 * the line's own category.
 */
const Subtotal = memo(function Subtotal({ categoryId, stage }: { categoryId: number; stage: Stage }) {
  const store = useDraftStore();
  const { document, stage: edited, saved } = useEditor();
  const amount = useSyncExternalStore(store.subscribe, () => {
    const lines = store.all().filter((line) => line.categoryId === categoryId);
    return checkedFormTotals(lines, saved, document, edited ?? 'quoted').totals[stage];
  });
  return (
    <Typography.Text strong style={amountStyle} data-testid="category-subtotal">
      {formatAmount(amount)}
    </Typography.Text>
  );
});

const ItemName = memo(function ItemName({ lineKey }: { lineKey: string }) {
  const store = useDraftStore();
  return <span>{store.get(lineKey)?.name}</span>;
});

function cellOf(column: TableColumn, row: Row, stage: Stage | null, document: 'pda' | 'fda') {
  if (row.kind === 'category') {
    if (column.id === 'item') return <Typography.Text strong>{row.name}</Typography.Text>;
    if (column.stage && column.document === document)
      return <Subtotal categoryId={row.categoryId} stage={column.stage} />;
    return null;
  }
  const key = row.key;
  switch (column.id) {
    case 'item':
      return <ItemName lineKey={key} />;
    case 'variance':
      return <VarianceCell lineKey={key} />;
    case 'savings':
      return <SavingsCell lineKey={key} />;
    case 'evidence':
      return <EvidenceCell lineKey={key} />;
    case 'flags':
      return <FlagsCell lineKey={key} />;
    case 'varianceReason':
      return <VarianceReasonCell lineKey={key} />;
    case 'screeningReason':
      return <ScreeningReasonCell lineKey={key} />;
    case 'comments':
      return <CommentsCell lineKey={key} />;
    case 'receipts':
      return <ReceiptsCell lineKey={key} />;
    case 'delete':
      return <DeleteLine lineKey={key} />;
    default:
      if (!column.stage || !column.document) return null;
      if (column.document !== document)
        return <SavedPrice lineKey={key} priceKey={priceKeyOf(column.document, column.stage)} />;
      if (column.stage === stage) return <PriceInput lineKey={key} />;
      return <LivePrice lineKey={key} stage={column.stage} />;
  }
}

/**
 * The cost lines grouped by category (a header row with the subtotals). The table re-renders only
 * when lines come or go; every cell subscribes to its own line, so typing stays cheap.
 */
export function CostLinesTable() {
  const { t } = useTranslation();
  const setup = useEditor();
  const store = useDraftStore();
  const keys = useDraftKeys();
  const { da, document, stage } = setup;

  const rows = useMemo(() => {
    const groups = new Map<number, { name: string; keys: string[] }>();
    for (const key of keys) {
      const line = store.get(key);
      if (!line) continue;
      const group = groups.get(line.categoryId) ?? { name: line.categoryName, keys: [] };
      group.keys.push(key);
      groups.set(line.categoryId, group);
    }
    return [...groups.entries()].flatMap(([categoryId, group]): Row[] => [
      { kind: 'category', key: `c${categoryId}`, categoryId, name: group.name },
      ...group.keys.map((key): Row => ({ kind: 'line', key })),
    ]);
  }, [keys, store]);

  const columns = useMemo((): ColumnsType<Row> => {
    return visibleColumns(setup).map((column) => ({
      key: column.id,
      title: column.currency ? `${t(column.title)} (${da.currency})` : t(column.title),
      align: column.align,
      width: column.width,
      fixed: column.fixed,
      onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      // On the cells, not the row: a pinned cell paints its own background over the row's.
      onCell: (row: Row) => (row.kind === 'category' ? { style: { background: CATEGORY_BACKGROUND } } : {}),
      render: (_: unknown, row: Row) => cellOf(column, row, stage, document),
    }));
  }, [setup, t, da.currency, stage, document]);

  return (
    <Table<Row>
      size="small"
      rowKey="key"
      dataSource={rows}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      // The column titles stay visible below the app's own sticky header, not over it.
      sticky={{ offsetHeader: HEADER_HEIGHT }}
      // antd raises pinned cells above the app's header (z-index 14 > 10) as the page scrolls: a
      // stacking context of its own keeps the whole table below the header.
      style={{ isolation: 'isolate' }}
      data-testid="da-lines"
      locale={{ emptyText: t(setup.editsLines ? 'das.lines.emptyEditable' : 'das.lines.empty') }}
      onRow={(row) =>
        row.kind === 'category'
          ? ({ 'data-testid': 'da-category' } as object)
          : ({ 'data-testid': 'da-line' } as object)
      }
    />
  );
}
