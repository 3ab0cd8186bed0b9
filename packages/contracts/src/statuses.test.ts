import { describe, expect, it } from 'vitest';
import { extraStatusLabels, portCallStatuses, statusLabel, statusOrder } from './statuses.ts';

const specOrder: Record<string, number> = {
  port_call_draft: 1,
  port_call_pending_confirmation: 2,
  da_declined: 3,
  da_cancelled: 3,
  pda_pending_creation: 3,
  pda_under_creation: 4,
  pda_pending_screening: 5,
  pda_under_screening: 5,
  pda_pending_approval: 6,
  pda_under_approval: 6,
  pda_approved: 7,
  pda_checking: 7,
  pda_advance_payment_pending_confirmation: 8,
  advance_confirmed_fda_pending_creation: 9,
  fda_under_creation: 10,
  fda_pending_screening: 11,
  fda_under_screening: 11,
  fda_under_querying: 11,
  fda_pending_approval: 12,
  fda_under_approval: 12,
  fda_approved: 13,
  fda_checking: 13,
  fda_in_query: 13,
  fda_balance_payment_pending_confirmation: 13,
  da_completed: 14,
};

describe('port-call statuses', () => {
  it('holds every status of SPEC.md section 4 with its sort order', () => {
    for (const [status, order] of Object.entries(specOrder)) {
      expect(portCallStatuses).toContain(status);
      expect(statusOrder(status as never)).toBe(order);
    }
    // approved_pending_payment has no order in SPEC; it must still be listed.
    expect(portCallStatuses).toContain('approved_pending_payment');
    expect(new Set(portCallStatuses).size).toBe(portCallStatuses.length);
  });

  it('is listed in sort order', () => {
    const orders = portCallStatuses.map(statusOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('has a label in both languages for every status', () => {
    for (const status of portCallStatuses) {
      const en = statusLabel(status, 'en-US');
      const zh = statusLabel(status, 'zh-CN');
      expect(en).not.toBe(status);
      expect(zh).not.toBe(status);
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(statusLabel('da_completed', 'en-US')).toBe('Completed');
    expect(statusLabel('pda_pending_approval', 'en-US')).toBe('PDA Pending Approve');
  });

  it('keeps the extra display labels SPEC.md names', () => {
    expect(Object.values(extraStatusLabels).map((label) => label['en-US'])).toEqual([
      'PDA Pending Approve',
      'FDA Query Under Approval',
      'FDA Query Approved',
      'FDA payment pending confirmed',
    ]);
  });
});
