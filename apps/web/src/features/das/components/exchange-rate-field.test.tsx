import type { DaDetail } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { DaEditor } from './da-editor.tsx';
import { daFixture, lineOf } from './da-fixture.ts';
import { TabActions } from './tab-actions.tsx';

const draft = (principal: string | null) =>
  daFixture({
    status: 'pda_under_creation',
    actions: ['pda_draft', 'pda_submit'],
    principal_currency: principal,
    exchange_rate: null,
    pda_exchange_rate: null,
    lines: [lineOf(1, 'Agency fee', { pda_quoted_price: '1000.00' })],
  });

function renderDraft(da: DaDetail) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <DaEditor da={da} document="pda" stage="quoted">
            <TabActions />
          </DaEditor>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The unit after "1 USD = [rate]": the input's suffix. */
const suffixOf = () =>
  screen
    .getByTestId('agent-exchange-rate')
    .closest('.ant-input-affix-wrapper')
    ?.querySelector('.ant-input-suffix');

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-US');
});
const SLOW = 60_000;

describe("the agent's exchange rate before submission", () => {
  it(
    "reads without the principal's currency while it is not known (zh-CN)",
    async () => {
      await i18n.changeLanguage('zh-CN');
      const { container } = renderDraft(draft(null));
      // No placeholder word standing where a currency code belongs.
      expect(suffixOf()?.textContent ?? '').not.toContain('委托方币种');
      expect(container.textContent).toContain(
        '您采用的 USD 兑委托方付款币种的汇率（付款币种在提交时确定）。留空则提交时采用当日存储汇率。',
      );
    },
    SLOW,
  );

  it(
    'names the currency once the principal pays in a known one (en-US)',
    async () => {
      const { container } = renderDraft(draft('CNY'));
      expect(suffixOf()?.textContent).toBe('CNY');
      expect(container.textContent).toContain('The rate you apply from USD to CNY.');
    },
    SLOW,
  );

  it(
    'words the help for an unknown currency in English too',
    async () => {
      const { container } = renderDraft(draft(null));
      expect(suffixOf()?.textContent ?? '').not.toContain("principal's currency");
      expect(container.textContent).toContain(
        'The rate you apply from USD to the currency the principal pays in, which is set when you submit.',
      );
    },
    SLOW,
  );
});
