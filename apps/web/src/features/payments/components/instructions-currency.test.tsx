import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { i18n } from '../../../lib/i18n.ts';
import { InstructionsModal } from './instructions-modal.tsx';
import { advancePayment, renderInApp } from './payment-test-kit.tsx';

const payment = advancePayment();

// The USD account first, as a list sorted by bank name alone would give it.
const accounts = [
  {
    id: 1,
    bank_name: '中国银行上海市分行',
    account_title: 'Agency',
    account_mask: '•••• 9187',
    currency: 'USD',
  },
  {
    id: 2,
    bank_name: 'Industrial Bank',
    account_title: 'Agency',
    account_mask: '•••• 9034',
    currency: 'CNY',
  },
];

const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'OK', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('receiver_accounts')
        ? json({ company_name: 'Agency', objects: accounts })
        : json({ objects: [{ id: 'telegraphic_transfer', name: 'Telegraphic transfer (T/T)' }] }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openAccounts() {
  renderInApp(<InstructionsModal payment={payment} open onClose={() => {}} onConflict={() => {}} />);
  const select = screen.getByTestId('instructions-bank-account');
  await waitFor(() => expect(screen.getByText(/the receiver of this payment|本笔付款的收款方/)).toBeTruthy());
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBe(2));
  return [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
}

describe('instructions: the receiving account currency', { timeout: 60_000 }, () => {
  it("lists the payment's currency first and warns for another, in English", async () => {
    await i18n.changeLanguage('en-US');
    const options = await openAccounts();
    expect(options.map((o) => o.textContent)).toEqual([
      '•••• 9034 · CNY · Industrial Bank',
      '•••• 9187 · USD · 中国银行上海市分行',
    ]);
    expect(screen.queryByTestId('instructions-currency-warning')).toBeNull();
    fireEvent.click(options[1]!);
    const warning = await screen.findByTestId('instructions-currency-warning');
    expect(warning.textContent).toContain('This account is in USD, the payment in CNY');
  });

  it('warns in Chinese, and not for an account in the payment currency', async () => {
    await i18n.changeLanguage('zh-CN');
    const options = await openAccounts();
    fireEvent.click(options[1]!);
    const warning = await screen.findByTestId('instructions-currency-warning');
    expect(warning.textContent).toContain('该账户币种为 USD，本笔付款币种为 CNY');
    fireEvent.mouseDown(
      screen.getByTestId('instructions-bank-account').querySelector('input') ??
        screen.getByTestId('instructions-bank-account'),
    );
    const again = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')];
      expect(found.length).toBe(2);
      return found;
    });
    fireEvent.click(again[0]!);
    await waitFor(() => expect(screen.queryByTestId('instructions-currency-warning')).toBeNull());
  });
});
