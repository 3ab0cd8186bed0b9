import type { PortCallDetail } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { portCallKeys } from '../api/keys.ts';
import { PortCallEditPage } from '../pages/port-call-edit-page.tsx';
import { completeDraft, emptyDraft, partialDraft } from '../test/port-call-fixtures.ts';
import { ActionBar } from './action-bar.tsx';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}
const sent: Sent[] = [];
let submitAnswer: { status: number; body: unknown };
let current: PortCallDetail;

/** The API behind the pages: the port call, option lists (empty but purposes) and the submit. */
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url: input, body: init.body && JSON.parse(String(init.body)) });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (method === 'POST' && input.endsWith('/port_calls/44/submit')) {
        return json(submitAnswer.status, submitAnswer.body);
      }
      if (input.includes('/port_calls/44'))
        return json(200, { code: 200, msg: 'OK', data: { object: current } });
      if (input.includes('/activity_types')) {
        const objects = [{ id: 1, code: 'loading', name: i18n.language === 'zh-CN' ? '装货' : 'Loading' }];
        return json(200, { code: 200, msg: 'OK', data: { objects } });
      }
      return json(200, { code: 200, msg: 'OK', data: { objects: [] } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The detail page's actions at /das-mgmt/44 and the real edit page behind its "edit" route. */
function renderDetail(portCall: PortCallDetail) {
  current = portCall;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(portCallKeys.detail(portCall.id), portCall);
  // A data router, as the app's: the edit page reads its breadcrumb from the route matches.
  const router = createMemoryRouter(
    [
      { path: '/das-mgmt/:id', element: <ActionBar portCall={portCall} /> },
      { path: '/das-mgmt/:id/edit', element: <PortCallEditPage /> },
    ],
    { initialEntries: ['/das-mgmt/44'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const submits = () => sent.filter((request) => request.url.endsWith('/submit'));
/** The error shown under a form field (its Form.Item). */
const errorUnder = async (text: string) =>
  (await screen.findByText(text, { selector: '.ant-form-item-explain-error' }, { timeout: 15_000 })).closest(
    '.ant-form-item',
  );

// antd renders the whole form slowly in jsdom, and the test machines are shared.
describe('submitting a draft from its detail page', { timeout: 60_000 }, () => {
  it('an empty draft (in Chinese) opens no confirmation with a blank agent: the edit page marks each required field', async () => {
    await i18n.changeLanguage('zh-CN');
    renderDetail(emptyDraft());
    fireEvent.click(screen.getByTestId('action-submit'));

    await screen.findByText(
      '船舶挂靠 PL-2026-000044 暂不能提交：请填写法人实体、代理、代理指定类型、船舶、航次号、港口、预计到港时间和挂靠目的。',
      {},
      { timeout: 10_000 },
    );
    expect(screen.queryByText(/并委托\s*？/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByTestId('port-call-form', {}, { timeout: 15_000 });
    const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item');
    expect(await errorUnder('法人实体为必填项')).toBe(itemOf('field-legal-entity'));
    expect(await errorUnder('代理为必填项')).toBe(itemOf('field-agent'));
    expect(await errorUnder('船舶为必填项')).toBe(itemOf('field-vessel'));
    expect(await errorUnder('航次号为必填项')).toBe(itemOf('field-voyage-no'));
    expect(await errorUnder('预计到港时间为必填项')).toBe(itemOf('field-eta'));
    expect(await errorUnder('挂靠目的为必填项')).toBe(itemOf('field-purposes'));
    expect(submits()).toHaveLength(0);
  });

  it('a partly filled draft names only what is missing', async () => {
    await i18n.changeLanguage('en-US');
    renderDetail(partialDraft());
    fireEvent.click(screen.getByTestId('action-submit'));
    await screen.findByText(
      'Port call PL-2026-000044 cannot be submitted yet: fill in Agent, Agent nomination type, and Purposes.',
      {},
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByTestId('port-call-form', {}, { timeout: 15_000 });
    expect(await errorUnder('Agent is required')).not.toBeNull();
    expect(await errorUnder('Purposes is required')).not.toBeNull();
    expect(screen.queryByText('Vessel is required')).toBeNull();
    expect(screen.queryByText('Voyage no is required')).toBeNull();
    expect(submits()).toHaveLength(0);
  });

  it('a complete draft is confirmed naming its agent and submitted', async () => {
    await i18n.changeLanguage('en-US');
    submitAnswer = {
      status: 200,
      body: {
        code: 200,
        msg: 'Port call submitted: the agent has been appointed.',
        data: {
          object: { ...completeDraft(), status: 'port_call_pending_confirmation', actions: ['cancel'] },
        },
      },
    };
    renderDetail(completeDraft());
    fireEvent.click(screen.getByTestId('action-submit'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain(
      'Submit port call PL-2026-000044 and appoint Shanghai Harbour Shipping Agency Co., Ltd.?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Port call submitted: the agent has been appointed.', {}, { timeout: 10_000 });
    expect(submits()).toEqual([
      { method: 'POST', url: '/uapi/port_calls/44/submit', body: { lock_version: 3 } },
    ]);
  });

  it("puts the server's field errors on the edit page's fields when the server refuses the submit", async () => {
    await i18n.changeLanguage('en-US');
    // Someone cleared the voyage and the purposes since this page loaded: only the server knows.
    submitAnswer = {
      status: 400,
      body: {
        code: 400,
        msg: 'Some fields are invalid. Correct them and try again.',
        data: {
          errors: [
            { field: 'activities', message: 'Purposes is required' },
            { field: 'voyage_no', message: 'Voyage no is required' },
          ],
        },
      },
    };
    renderDetail(completeDraft());
    fireEvent.click(screen.getByTestId('action-submit'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    current = { ...completeDraft(), voyage_no: null, activities: [], lock_version: 4 };
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByTestId('port-call-form', {}, { timeout: 15_000 });
    expect(await errorUnder('Voyage no is required')).not.toBeNull();
    expect(await errorUnder('Purposes is required')).not.toBeNull();
    expect(submits()).toHaveLength(1);
  });
});
