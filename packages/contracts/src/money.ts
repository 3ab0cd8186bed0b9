/**
 * Exact money arithmetic (DESIGN.md section 7), shared by server and web. Amounts are integers of
 * cents (bigint), rates integers of 1e-8; nothing passes through a floating-point number, and a
 * conversion or a percentage rounds once, half away from zero, at the end.
 */
export type Cents = bigint;

const AMOUNT = /^-?\d{1,16}(\.\d{1,2})?$/;
const RATE = /^\d{1,10}(\.\d{1,8})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** Whether a value is an amount the product accepts: up to 16 digits and 2 decimals. */
export function isAmount(value: string): boolean {
  return AMOUNT.test(value.trim());
}

function scaled(text: string, places: number): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const digits = BigInt(whole + fraction.padEnd(places, '0'));
  return negative ? -digits : digits;
}

/**
 * Whether `toCents` takes the value: an amount string, or a JS number that carries one exactly
 * (below 1e15; larger amounts must come as strings, since a number cannot hold all their cents).
 */
export function isAmountValue(value: string | number): boolean {
  if (typeof value === 'string') return isAmount(value);
  return Number.isFinite(value) && Math.abs(value) < 1e15 && AMOUNT.test(String(value));
}

/** "1250.5" (or 1250.5) -> 125050n. Throws on anything that is not a 2-decimal amount. */
export function toCents(value: string | number): Cents {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (!AMOUNT.test(text)) throw new RangeError(`Not an amount: ${value}`);
  return scaled(text, 2);
}

/** A JS number as typed (1250.5 -> "1250.5"); rejects what a number cannot carry exactly. */
function numberText(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) throw new RangeError(`Not an amount: ${value}`);
  return String(value);
}

/** 125050n -> "1250.50": always two decimals. */
export function formatCents(cents: Cents): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Normalises an amount string: "1250.5" -> "1250.50"; null stays null. */
export function normaliseAmount(value: string | number | null | undefined): string | null {
  return value === null || value === undefined || value === '' ? null : formatCents(toCents(value));
}

export function sumCents(values: Iterable<Cents | null | undefined>): Cents {
  let total = 0n;
  for (const value of values) if (value !== null && value !== undefined) total += value;
  return total;
}

/** Divides rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** amount x rate, rounded once to the cent. Rates have up to 8 decimals. */
export function convertCents(cents: Cents, rate: string): Cents {
  if (!RATE.test(rate.trim())) throw new RangeError(`Not a rate: ${rate}`);
  return divideRounded(cents * scaled(rate.trim(), 8), 100_000_000n);
}

/** amount x percent / 100, rounded once to the cent (prefunding amount). */
export function percentOfCents(cents: Cents, percent: string): Cents {
  if (!PERCENT.test(percent.trim()) || scaled(percent.trim(), 2) > 10_000n) {
    throw new RangeError(`Not a percentage: ${percent}`);
  }
  return divideRounded(cents * scaled(percent.trim(), 2), 10_000n);
}
