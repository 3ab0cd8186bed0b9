import type { DaDetail, Notification } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n.ts';
import { DaEditor } from '../features/das/components/da-editor.tsx';
import { AnswerText } from '../features/help-centre/components/answer-text.tsx';
import { NotificationItem } from '../features/notifications/components/notification-item.tsx';

/**
 * Issue 9: text users store (names, DA comments, FAQ answers, notifications quoting them) is shown
 * as text. Each component gets markup that would run script if it were parsed as HTML, and the test
 * proves no element came out of it and the characters are on the screen as typed.
 */
const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const SVG = '"><svg onload="window.__pwned=1">';

/** No element the stored text could have produced, anywhere in the document (modals included). */
function expectNoInjectedElements() {
  expect(document.querySelectorAll('script').length).toBe(0);
  expect(document.querySelectorAll('img[src="x"]').length).toBe(0);
  expect(document.querySelectorAll('[onerror], [onload]').length).toBe(0);
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}
/** The text is on the screen, characters intact. */
const expectText = (text: string) => expect(document.body.textContent).toContain(text);

afterEach(cleanup);

describe('stored text is rendered as text', () => {
  it('in an FAQ answer, in paragraphs, bullets and steps', () => {
    render(<AnswerText text={`${IMG}\n- ${SCRIPT}\n1. ${SVG}`} />);
    expectNoInjectedElements();
    for (const text of [IMG, SCRIPT, SVG]) expectText(text);
  });

  it('in a notification title and content', () => {
    const notification: Notification = {
      id: 1,
      title: `PDA of ${IMG}`,
      content: `${SCRIPT} approved by ${SVG}`,
      business_area: 'PDA',
      severity: 'info',
      link: '/das-mgmt/1',
      read_at: null,
      created_at: '2026-11-24T10:00:00Z',
    };
    render(
      <MemoryRouter>
        <NotificationItem notification={notification} onOpen={() => {}} onMarkRead={() => {}} />
      </MemoryRouter>,
    );
    expectNoInjectedElements();
    expectText(notification.title);
    expectText(notification.content);
  });

  it('in DA cost-item names, comment authors and comments', () => {
    const prices = {
      pda_quoted_price: '100.00',
      pda_screened_price: null,
      pda_agreed_price: null,
      fda_quoted_price: null,
      fda_screened_price: null,
      fda_agreed_price: null,
    };
    const totals = {
      quoted: '100.00',
      screened: null,
      agreed: null,
      savings: null,
      agency_remuneration: '0',
      port_costs: '100.00',
    };
    const da = {
      id: 1,
      port_call_id: 9,
      ref_no: 'PL-2026-000009',
      status: 'pda_under_creation',
      status_label: 'PDA Under Creation',
      lock_version: 1,
      currency: 'USD',
      principal_currency: 'USD',
      exchange_rate: '1.00000000',
      exchange_rate_on: '2026-11-01',
      prefunding_default_percent: '80.00',
      prefunding_requested_percent: null,
      prefunding_agreed_percent: null,
      prefunding_amount: null,
      pda: totals,
      fda: { ...totals, quoted: '0' },
      pda_screening_summary: null,
      fda_screening_summary: null,
      fda_query: null,
      fda_query_answer: null,
      fda_decline_reason: null,
      categories: [
        {
          id: 2,
          code: 'PC',
          name: `Port ${SVG}`,
          grouping: 'port_costs',
          pda_quoted_subtotal: '100.00',
          fda_quoted_subtotal: '0',
        },
      ],
      lines: [
        {
          id: 1,
          cost_item: { id: 100, code: 'I0', name: `Pilotage ${IMG}` },
          category_id: 2,
          ...prices,
          pda_savings: null,
          fda_savings: null,
          comments: [
            {
              id: 7,
              document: 'pda',
              user: { id: 3, name: `Agent ${SVG}` },
              content: SCRIPT,
              created_at: '2026-11-24T10:00:00Z',
            },
          ],
          receipts: [],
        },
      ],
      actions: ['pda_draft', 'pda_submit'],
    } as unknown as DaDetail;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <DaEditor da={da} document="pda" stage="quoted" />
        </App>
      </QueryClientProvider>,
    );
    expectText(`Pilotage ${IMG}`);
    fireEvent.click(screen.getByTestId('line-comments'));
    expect(screen.getByTestId('comment')).toBeTruthy();
    expectText(`Agent ${SVG}`);
    expectText(SCRIPT);
    expectNoInjectedElements();
  }, 60_000);
});
