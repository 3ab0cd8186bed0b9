/**
 * Exact money arithmetic (DESIGN.md section 7), shared by server and web. Amounts are integers of
 * cents (bigint), rates integers of 1e-8; no fraction passes through a floating-point number, and
 * a conversion or a percentage rounds once, half away from zero, at the end. Sums and differences
 * of amounts (CentsTotal, centsDifference) add integers of cents as JS numbers while every one is
 * a safe integer, where a number is exact, and as bigint beyond.
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
  return value === null || value === undefined || value === '' ? null : amountText(value);
}

/**
 * formatCents(toCents(value)), and throws what toCents throws, without a bigint for amounts of up
 * to 13 whole digits: every price of a DA save goes through it (200 of them in a large draft).
 */
export function amountText(value: string | number): string {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const cents = smallCents(text);
  return cents === undefined ? formatCents(toCents(value)) : formatSmallCents(cents);
}

/** Throws what toCents throws for a value that is not an amount; reads the usual ones without a bigint. */
export function assertAmount(text: string): void {
  if (smallCents(text) === undefined) toCents(text);
}

/** formatCents for cents that are a safe integer (-0 is written as 0.00, as 0n is). */
function formatSmallCents(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The cents of an amount string of up to 13 whole digits, as a JS number (at most 10^15, a safe
 * integer, so exact), read by hand: the same strings AMOUNT accepts, without the surrounding space
 * toCents trims. undefined for anything else (more digits, spaces, not an amount): toCents decides.
 */
function smallCents(text: string): number | undefined {
  const length = text.length;
  let i = text.charCodeAt(0) === 45 ? 1 : 0; // '-'
  const start = i;
  let whole = 0;
  for (; i < length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  if (i === start || i - start > 13) return undefined;
  let fraction = 0;
  if (i < length) {
    // '.' then one or two digits, and nothing after them.
    if (text.charCodeAt(i) !== 46 || length - i > 3 || length - i < 2) return undefined;
    const tenths = text.charCodeAt(i + 1) - 48;
    const hundredths = length - i === 3 ? text.charCodeAt(i + 2) - 48 : 0;
    if (!(tenths >= 0 && tenths <= 9 && hundredths >= 0 && hundredths <= 9)) return undefined;
    fraction = tenths * 10 + hundredths;
  }
  const cents = whole * 100 + fraction;
  return start === 1 ? -cents : cents;
}

/**
 * An exact sum of amounts in cents: a JS number while every partial sum is a safe integer (an
 * addition of two safe integers whose exact result is one is exact; one whose result is not
 * rounds to at least 2^53, which isSafeInteger refuses), bigint from there on. `add` accepts
 * what toCents accepts and throws what it throws.
 */
export class CentsTotal {
  #small = 0;
  #big = 0n;

  add(amount: string): void {
    const cents = smallCents(amount);
    if (cents === undefined) {
      this.#big += toCents(amount);
      return;
    }
    const sum = this.#small + cents;
    if (Number.isSafeInteger(sum)) {
      this.#small = sum;
    } else {
      this.#big += BigInt(this.#small) + BigInt(cents);
      this.#small = 0;
    }
  }

  get cents(): Cents {
    return this.#big + BigInt(this.#small);
  }
}

/** minuend - subtrahend of two amount strings, formatted ("1250.50"); throws what toCents throws. */
export function centsDifference(minuend: string, subtrahend: string): string {
  const a = smallCents(minuend);
  const b = a === undefined ? undefined : smallCents(subtrahend);
  // Both below 10^15 in magnitude: the difference is below 2^53, exact.
  if (a === undefined || b === undefined) return formatCents(toCents(minuend) - toCents(subtrahend));
  return formatSmallCents(a - b);
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
