import type { Notification } from '@portledger/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationItem } from './notification-item.tsx';

afterEach(cleanup);

const transferred: Notification = {
  id: 6,
  title: 'PL-2026-000006: Prefunding of CNY 40,000.00 transferred',
  content: 'Oceanic Bulk Carriers transferred the prefunding for Jade Star at Shanghai.',
  business_area: 'PAYMENT',
  severity: 'info',
  link: '/das-mgmt/6/payment/3',
  read_at: null,
  created_at: '2026-11-27T10:45:00.000Z',
};

describe("the bell's notification row", () => {
  it('lets a title take two lines before cutting it, the port call reference kept whole', () => {
    render(
      <MemoryRouter>
        <NotificationItem notification={transferred} onOpen={() => {}} compact />
      </MemoryRouter>,
    );
    const title = screen.getByTestId('notification-title').querySelector('.ant-typography') as HTMLElement;
    expect(title.textContent).toBe('PL-2026-000006: Prefunding of CNY 40,000.00 transferred');
    // Clamped by CSS (jsdom keeps the box, not the -webkit-line-clamp: 2 beside it), not cut to
    // one line by antd's ellipsis.
    expect(title.style.display).toBe('-webkit-box');
    expect(title.className).not.toContain('ellipsis');
    // A reference moves to the next line whole, never cut at one of its hyphens.
    expect(screen.getByText('PL-2026-000006').style.whiteSpace).toBe('nowrap');
  });
});
