import { describe, expect, it } from 'vitest';
import { dueFlag, remainingAmount, stillOwed } from './payments.ts';

const today = '2026-11-27';

describe('remainingAmount', () => {
  it('is the amount less the transfers, never below zero', () => {
    expect(remainingAmount('15425.44', null)).toBe('15425.44');
    expect(remainingAmount('15425.44', '7712.72')).toBe('7712.72');
    expect(remainingAmount('190478.40', '190478.40')).toBe('0.00');
    expect(remainingAmount('100.00', '120.00')).toBe('0.00');
  });
});

describe('stillOwed', () => {
  it('is a payment not done with something left to transfer', () => {
    expect(stillOwed('pending')).toBe(true);
    expect(stillOwed('pending', '7712.72')).toBe(true);
    expect(stillOwed('pending', '0.00')).toBe(false);
    // Fully transferred, waiting for the receiver's confirmation: nothing is owed.
    expect(stillOwed('submitted')).toBe(false);
    expect(stillOwed('submitted', '0.00')).toBe(false);
    expect(stillOwed('done')).toBe(false);
    expect(stillOwed('done', '5.00')).toBe(false);
  });
});

describe('dueFlag', () => {
  it("flags a payment still owed 'due' past its due day, 'due_soon' within 3 days", () => {
    expect(dueFlag('2026-11-16', 'pending', today)).toBe('due');
    expect(dueFlag('2026-11-16', 'pending', today, '7712.72')).toBe('due');
    expect(dueFlag('2026-11-27', 'pending', today)).toBe('due_soon');
    expect(dueFlag('2026-11-30', 'pending', today)).toBe('due_soon');
    expect(dueFlag('2026-12-01', 'pending', today)).toBeNull();
    expect(dueFlag(null, 'pending', today)).toBeNull();
  });

  it('flags nothing once nothing remains to be transferred', () => {
    // PAY-2026-000027: fully transferred, waiting for the agent to confirm receipt.
    expect(dueFlag('2026-11-16', 'submitted', today)).toBeNull();
    expect(dueFlag('2026-11-16', 'submitted', today, '0.00')).toBeNull();
    expect(dueFlag('2026-11-28', 'submitted', today)).toBeNull();
    expect(dueFlag('2026-11-16', 'pending', today, '0.00')).toBeNull();
    expect(dueFlag('2026-11-16', 'done', today)).toBeNull();
  });
});
