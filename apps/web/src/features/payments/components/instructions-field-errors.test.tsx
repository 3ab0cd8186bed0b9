import type { Payment } from '@portledger/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { InstructionsModal } from './instructions-modal.tsx';
import { advancePayment, renderInApp } from './payment-test-kit.tsx';

// Instructions given again after a revoke start from the earlier due date while it has not passed.
// The server judges "today" by its own clock, so its refusal must land on the field; a date that
// has passed on the user's clock is not offered at all.
const payment = advancePayment({ due_on: '2026-11-27', due_flag: 'due', lock_version: 3 });

const answer = (code: number, msg: string, data: unknown) =>
  new Response(JSON.stringify({ code, msg, data }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });

const refusal = {
  'en-US': 'The due date cannot be earlier than today',
  'zh-CN': '到期日不能早于今天',
} as const;

let sent: unknown;
beforeEach(() => {
  sent = undefined;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 27, 15, 30) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('receiver_accounts')) {
        const account = { id: 2, bank_name: 'Industrial Bank', account_title: 'Agency', currency: 'CNY' };
        return answer(200, 'OK', {
          company_name: 'Agency',
          objects: [{ ...account, account_mask: '•••• 9034' }],
        });
      }
      if (url.includes('submit_payment_instructions')) {
        sent = JSON.parse(String(init?.body));
        const message = refusal[i18n.language as keyof typeof refusal];
        return answer(422, message, { errors: [{ field: 'due_on', message }] });
      }
      return answer(200, 'OK', { objects: [{ id: 'swift', name: 'SWIFT wire' }] });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Chooses an option of an antd Select by its test id and the option's text. */
async function choose(testId: string, text: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (node) => node.textContent === text,
    );
    expect(found, text).toBeTruthy();
    return found!;
  });
  fireEvent.click(option);
}

const renderModal = (given: Payment) =>
  renderInApp(<InstructionsModal payment={given} open onClose={() => {}} onConflict={() => {}} />);

describe('instructions: a due date the server refuses', { timeout: 60_000 }, () => {
  it('does not start from a due date that has passed', async () => {
    await i18n.changeLanguage('en-US');
    renderModal({ ...payment, due_on: '2026-11-26' });
    await waitFor(() => expect(screen.getByText(/the receiver of this payment/)).toBeTruthy());
    const picker = screen.getByTestId('instructions-due-on');
    const input = picker instanceof HTMLInputElement ? picker : picker.querySelector('input');
    expect(input?.value).toBe('');
    await choose('instructions-bank-account', '•••• 9034 · CNY · Industrial Bank');
    await choose('instructions-mode', 'SWIFT wire');
    fireEvent.click(screen.getByTestId('instructions-continue'));
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toContain(
        i18n.t('payments.field.dueOn'),
      ),
    );
    expect(sent).toBeUndefined();
  });

  it.each(['en-US', 'zh-CN'] as const)('shows the refusal on the due date field (%s)', async (locale) => {
    await i18n.changeLanguage(locale);
    renderModal(payment);
    await waitFor(() =>
      expect(screen.getByText(/the receiver of this payment|本笔付款的收款方/)).toBeTruthy(),
    );
    await choose('instructions-bank-account', '•••• 9034 · CNY · Industrial Bank');
    await choose('instructions-mode', 'SWIFT wire');
    fireEvent.click(screen.getByTestId('instructions-continue'));
    // antd spaces out a two-character Chinese button text: '确 定'.
    const bare = (text: string) => text.replace(/\s/g, '');
    const ok = (name: string) => bare(name) === bare(i18n.t('payments.confirm.ok'));
    fireEvent.click(await screen.findByRole('button', { name: ok }));

    await waitFor(() => expect(sent).toMatchObject({ due_on: '2026-11-27', payment_mode: 'swift' }));
    const error = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-form-item-explain-error')].find(
        (node) => node.textContent === refusal[locale],
      );
      expect(found).toBeTruthy();
      return found!;
    });
    const field = error.closest('.ant-form-item');
    expect(field?.querySelector('[data-testid="instructions-due-on"]')).not.toBeNull();
    expect(field?.textContent).toContain(i18n.t('payments.field.dueOn'));
  });
});
