import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  accountsByCurrency,
  isAfterToday,
  isBeforeToday,
  nextStep,
  otherAccountCurrency,
  payerOf,
  receiverOf,
  remainingAfter,
  transferAmountProblem,
} from './payment-logic.ts';

describe('payment logic', () => {
  it('says who pays and who receives each type', () => {
    expect([payerOf('advance'), receiverOf('advance')]).toEqual(['principal', 'agent']);
    expect([payerOf('balance'), receiverOf('balance')]).toEqual(['principal', 'agent']);
    expect([payerOf('refund'), receiverOf('refund')]).toEqual(['agent', 'principal']);
  });

  it('reads the next step from the payment and its port call', () => {
    const advance = { payment_type: 'advance' as const, status: 'pending' as const };
    expect(nextStep({ ...advance, port_call_status: 'pda_approved' })).toBe('instructions');
    expect(nextStep({ ...advance, port_call_status: 'pda_checking' })).toBe('checking');
    expect(nextStep({ ...advance, port_call_status: 'pda_advance_payment_pending_confirmation' })).toBe(
      'transfer',
    );
    expect(
      nextStep({
        ...advance,
        status: 'submitted',
        port_call_status: 'pda_advance_payment_pending_confirmation',
      }),
    ).toBe('receipt');
    expect(nextStep({ ...advance, status: 'done', port_call_status: 'fda_under_creation' })).toBe('done');
    // A balance does not move with the PDA's states; a cancelled call waits for nobody.
    expect(
      nextStep({ payment_type: 'balance', status: 'pending', port_call_status: 'pda_approved' }),
    ).toBeNull();
    expect(nextStep({ payment_type: 'refund', status: 'pending', port_call_status: 'fda_checking' })).toBe(
      'checking',
    );
    expect(nextStep({ ...advance, port_call_status: 'da_cancelled' })).toBeNull();
  });

  it('checks a transfer amount against what remains, to the cent', () => {
    expect(transferAmountProblem('', '500.00')).toBe('required');
    expect(transferAmountProblem('abc', '500.00')).toBe('invalid');
    expect(transferAmountProblem('1.234', '500.00')).toBe('invalid');
    expect(transferAmountProblem('-5', '500.00')).toBe('invalid');
    expect(transferAmountProblem('0.00', '500.00')).toBe('invalid');
    expect(transferAmountProblem('500.01', '500.00')).toBe('tooLarge');
    expect(transferAmountProblem('500', '500.00')).toBeNull();
    expect(transferAmountProblem(' 0.01 ', '500.00')).toBeNull();
  });

  it('computes the remainder', () => {
    expect(remainingAfter('500.00', '200')).toBe('300.00');
    expect(remainingAfter('500.00', '500.00')).toBe('0.00');
    expect(remainingAfter('0.10', '0.01')).toBe('0.09');
  });

  it('closes the days after today to a transfer and the days before today to a due date', () => {
    const today = dayjs('2026-11-27T15:30:00');
    expect(isAfterToday(dayjs('2026-11-28T00:00:00'), today)).toBe(true);
    expect(isAfterToday(dayjs('2026-12-05'), today)).toBe(true);
    expect(isAfterToday(dayjs('2026-11-27T23:59:00'), today)).toBe(false);
    expect(isAfterToday(dayjs('2026-11-20'), today)).toBe(false);
    expect(isBeforeToday(dayjs('2026-11-26T23:59:00'), today)).toBe(true);
    expect(isBeforeToday(dayjs('2026-11-20'), today)).toBe(true);
    expect(isBeforeToday(dayjs('2026-11-27T00:00:00'), today)).toBe(false);
    expect(isBeforeToday(dayjs('2026-12-10'), today)).toBe(false);
  });
});

describe('the receiving account currency', () => {
  it('names the account currency only when it is not the payment one', () => {
    expect(otherAccountCurrency('USD', 'CNY')).toBe('USD');
    expect(otherAccountCurrency('cny', 'CNY')).toBeNull();
    expect(otherAccountCurrency(null, 'CNY')).toBeNull();
    expect(otherAccountCurrency('', 'CNY')).toBeNull();
  });

  it("puts the accounts in the payment's currency first, otherwise keeping their order", () => {
    const accounts = [
      { id: 1, currency: 'USD' },
      { id: 2, currency: null },
      { id: 3, currency: 'CNY' },
      { id: 4, currency: 'EUR' },
      { id: 5, currency: 'CNY' },
    ];
    expect(accountsByCurrency(accounts, 'CNY').map((a) => a.id)).toEqual([3, 5, 1, 2, 4]);
  });
});
