import { describe, expect, it } from 'vitest';
import { paymentListParams, toPaymentQuery } from './payment-list-params.ts';

describe('payment list params', () => {
  it('reads tab, filters and paging from the URL and drops unknown values', () => {
    const state = paymentListParams.parse(
      new URLSearchParams('tab=actionable&status=pending,bogus&type=refund&due_from=2026-11-01&page=2'),
    );
    expect(state).toMatchObject({
      tab: 'actionable',
      status: ['pending'],
      type: ['refund'],
      dueFrom: '2026-11-01',
      dueTo: undefined,
      page: 2,
    });
    expect(toPaymentQuery(state)).toEqual({
      tab: 'actionable',
      page: 2,
      per_page: 10,
      status_in: ['pending'],
      payment_type_in: ['refund'],
      due_on_gteq: '2026-11-01',
      due_on_lteq: undefined,
    });
  });

  it('writes short URLs: defaults and empty lists are left out', () => {
    const state = paymentListParams.parse(new URLSearchParams(''));
    expect(paymentListParams.toSearchParams(state).toString()).toBe('');
    const written = paymentListParams.toSearchParams({ ...state, status: ['pending', 'submitted'] });
    expect(written.get('status')).toBe('pending,submitted');
    expect(toPaymentQuery(state).status_in).toBeUndefined();
  });
});
