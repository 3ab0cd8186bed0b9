import { DeleteOutlined } from '@ant-design/icons';
import { normaliseAmount, type PriceKey, percentOf, toCents } from '@portledger/contracts';
import { App, Button, Input, Typography } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { useDraftLine } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import { formPrices, isPriceText, priceKeyOf, type Stage } from './form-values.ts';
import { amountStyle } from './styles.ts';
import { subtract } from './variance.ts';

/** The edited price of one line: a text input (exact decimals, no float), right-aligned. */
export const PriceInput = memo(function PriceInput({ lineKey }: { lineKey: string }) {
  const { t } = useTranslation();
  const { line, error, store } = useDraftLine(lineKey);
  const { document, stage, saved } = useEditor();
  if (!line || !stage) return null;
  // An unreadable price is marked as it is typed: it counts in no total until corrected.
  const message = error ?? (isPriceText(line.price) ? undefined : t('das.line.invalid'));
  const base = line.id !== undefined ? saved.get(line.id) : undefined;
  // An empty screened / agreed price takes the previous stage's, as the server does.
  const fallback =
    stage === 'screened'
      ? base?.[priceKeyOf(document, 'quoted')]
      : stage === 'agreed'
        ? (base?.[priceKeyOf(document, 'screened')] ?? base?.[priceKeyOf(document, 'quoted')])
        : undefined;
  return (
    <div>
      <Input
        size="small"
        inputMode="decimal"
        data-testid="price-input"
        aria-label={t('das.line.priceLabel', { item: line.name, stage: t(`das.stage.${stage}`) })}
        value={line.price}
        placeholder={fallback ? formatAmount(fallback) : '0.00'}
        status={message ? 'error' : undefined}
        aria-invalid={message ? true : undefined}
        onChange={(event) => store.update(lineKey, { price: event.target.value })}
        onBlur={() => {
          // Show what will be saved: "1500" reads back as "1500.00".
          const text = line.price.trim();
          if (text && isPriceText(text) && normaliseAmount(text) !== text)
            store.update(lineKey, { price: normaliseAmount(text) ?? '' });
        }}
        style={{ ...amountStyle, minWidth: 110 }}
      />
      {message && (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }} data-testid="line-error">
          {message}
        </Typography.Text>
      )}
    </div>
  );
});

/** A saved price that this screen does not edit. */
export function SavedPrice({ lineKey, priceKey }: { lineKey: string; priceKey: PriceKey }) {
  const { saved } = useEditor();
  const id = lineKey.startsWith('l') ? Number(lineKey.slice(1)) : undefined;
  const line = id !== undefined ? saved.get(id) : undefined;
  return <span style={amountStyle}>{formatAmount(line?.[priceKey] ?? null)}</span>;
}

/** A stage's price of one line as it stands in the form (typed, or the fallback). */
function useLivePrice(lineKey: string, stage: Stage) {
  // Subscribes to its own line only: a keystroke elsewhere does not re-render this cell.
  const { line } = useDraftLine(lineKey);
  const { document, stage: edited, saved } = useEditor();
  if (!line) return null;
  const [prices] = formPrices([line], saved, document, edited ?? 'quoted');
  return prices?.[priceKeyOf(document, stage)] ?? null;
}

export const LivePrice = memo(function LivePrice({ lineKey, stage }: { lineKey: string; stage: Stage }) {
  return <span style={amountStyle}>{formatAmount(useLivePrice(lineKey, stage))}</span>;
});

/** Savings of one line: quoted minus agreed, live while the principal types. */
export const SavingsCell = memo(function SavingsCell({ lineKey }: { lineKey: string }) {
  const quoted = useLivePrice(lineKey, 'quoted');
  const agreed = useLivePrice(lineKey, 'agreed');
  return (
    <span style={amountStyle} data-testid="line-savings">
      {formatAmount(subtract(quoted, agreed))}
    </span>
  );
});

/** FDA quoted minus PDA agreed (or PDA quoted while the PDA has no agreed price), and in %. */
export const VarianceCell = memo(function VarianceCell({ lineKey }: { lineKey: string }) {
  const { saved } = useEditor();
  const fda = useLivePrice(lineKey, 'quoted');
  const id = lineKey.startsWith('l') ? Number(lineKey.slice(1)) : undefined;
  const pda = id !== undefined ? (saved.get(id)?.pda_agreed_price ?? saved.get(id)?.pda_quoted_price) : null;
  const variance = subtract(fda, pda ?? null);
  const colour = variance?.startsWith('-')
    ? '#389e0d'
    : variance && variance !== '0.00'
      ? '#cf1322'
      : undefined;
  const percent = variance && pda && toCents(pda) !== 0n ? percentOf(toCents(variance), toCents(pda)) : null;
  return (
    <span
      style={{
        ...amountStyle,
        color: colour,
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
      }}
    >
      <span data-testid="line-variance">{formatAmount(variance)}</span>
      {percent !== null && percent !== '0.00' && (
        <span style={{ fontSize: 12, opacity: 0.85 }} data-testid="line-variance-percent">
          {percent.startsWith('-') ? percent : `+${percent}`}%
        </span>
      )}
    </span>
  );
});

export const DeleteLine = memo(function DeleteLine({ lineKey }: { lineKey: string }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { line, store } = useDraftLine(lineKey);
  if (!line) return null;
  return (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined />}
      data-testid="line-delete"
      aria-label={t('das.line.delete')}
      title={t('das.line.delete')}
      onClick={() =>
        modal.confirm({
          title: t('das.line.deleteTitle'),
          content: t('das.line.deleteContent', { item: line.name }),
          okText: t('das.line.delete'),
          okButtonProps: { danger: true },
          cancelText: t('common.cancel'),
          onOk: () => store.remove(lineKey),
        })
      }
    />
  );
});
