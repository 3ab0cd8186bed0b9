import type { CSSProperties } from 'react';

/** Amounts: right-aligned with tabular figures (DESIGN.md section 9). */
export const amountStyle: CSSProperties = {
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
};
