import {
  type DaCostLine,
  type DaDetail,
  type DaDocument,
  daDocuments,
  type Locale,
} from '@portledger/contracts';
import { type MessageKey, translate } from '../../i18n/index.ts';
import { type Cell, moneyCell, type SheetColumn, type SheetWriter } from './xlsx.ts';

const stages = ['quoted', 'screened', 'agreed'] as const;

/**
 * The DA's lines as one sheet: category, cost item and the PDA's and FDA's quoted, screened and
 * agreed amounts, then the totals. The DA is read by `getDa`, so an agent's copy has no screened
 * or agreed figure of a document the principal has not approved (empty cells).
 */
export function daColumns(da: DaDetail, locale: Locale): SheetColumn[] {
  const h = (key: MessageKey, params?: Record<string, string>) => translate(locale, key, params);
  return [
    { header: h('export.category'), kind: 'text', width: 24 },
    { header: h('export.costItemCode'), kind: 'text', width: 16 },
    { header: h('export.costItem'), kind: 'text', width: 32 },
    ...daDocuments.flatMap((document) =>
      stages.map(
        (stage): SheetColumn => ({
          header: h('export.amount', {
            document: document.toUpperCase(),
            stage: h(`document.${stage}`),
            currency: da.currency,
          }),
          kind: 'money',
          width: 18,
        }),
      ),
    ),
  ];
}

export function writeDaLines(sheet: SheetWriter, da: DaDetail, locale: Locale) {
  const categories = new Map(da.categories.map((category) => [category.id, category.name]));
  const amounts = (get: (document: DaDocument, stage: (typeof stages)[number]) => string | null): Cell[] =>
    daDocuments.flatMap((document) => stages.map((stage) => moneyCell(get(document, stage))));
  for (const line of da.lines as DaCostLine[]) {
    sheet.add([
      categories.get(line.category_id) ?? null,
      line.cost_item.code,
      line.cost_item.name,
      ...amounts((document, stage) => line[`${document}_${stage}_price`]),
    ]);
  }
  sheet.addTotal([
    translate(locale, 'export.total'),
    null,
    null,
    ...amounts((document, stage) => da[document][stage]),
  ]);
}
