import type { PortCallDetail } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { portCallKeys } from '../api/keys.ts';
import { completeDraft } from '../test/port-call-fixtures.ts';
import { PortCallEditPage } from './port-call-edit-page.tsx';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}
const sent: Sent[] = [];
let submitAnswer: { status: number; body: unknown };
/** The form items whose field the page scrolled to, in order. */
let scrolledTo: (Element | null)[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  sent.length = 0;
  scrolledTo = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url: input, body: init.body && JSON.parse(String(init.body)) });
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (input.endsWith('/port_calls/44/submit')) return json(submitAnswer.status, submitAnswer.body);
      if (input.includes('/port_calls/44')) {
        return json(200, { code: 200, msg: 'OK', data: { object: { ...completeDraft(), lock_version: 4 } } });
      }
      if (input.includes('/activity_types')) {
        return json(200, {
          code: 200,
          msg: 'OK',
          data: { objects: [{ id: 1, code: 'loading', name: 'Loading' }] },
        });
      }
      return json(200, { code: 200, msg: 'OK', data: { objects: [] } });
    }),
  );
  // jsdom lays nothing out: every field sits far below the screen, so bringing one into view
  // scrolls the page; the field measured last before that scroll is the one scrolled to.
  let measured: Element | null = null;
  const zero = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('.ant-form-item');
    if (!item) return { ...zero, toJSON: () => zero };
    measured = item;
    const rect = { ...zero, y: 5000, top: 5000, bottom: 5032, width: 300, right: 300, height: 32 };
    return { ...rect, toJSON: () => rect };
  });
  Element.prototype.scroll = vi.fn(() => scrolledTo.push(measured));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(path: string, portCall?: PortCallDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (portCall) client.setQueryData(portCallKeys.detail(portCall.id), portCall);
  const router = createMemoryRouter(
    [
      { path: '/das-mgmt/create', element: <PortCallEditPage /> },
      { path: '/das-mgmt/:id/edit', element: <PortCallEditPage /> },
      { path: '/das-mgmt/:id', element: <p>detail page</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const writes = () => sent.filter((request) => request.method !== 'GET');
const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item');
const errorUnder = async (text: string) =>
  (await screen.findByText(text, { selector: '.ant-form-item-explain-error' }, { timeout: 15_000 })).closest(
    '.ant-form-item',
  );

// antd renders the whole form slowly in jsdom, and the test machines are shared.
describe('the port-call edit page', { timeout: 60_000 }, () => {
  it('an empty submit sends nothing, asks nothing, and brings the first required field into view', async () => {
    renderAt('/das-mgmt/create');
    fireEvent.click(await screen.findByTestId('port-call-submit', {}, { timeout: 15_000 }));
    expect(await errorUnder('Legal entity is required')).toBe(itemOf('field-legal-entity'));
    expect(await errorUnder('Agent is required')).toBe(itemOf('field-agent'));
    expect(await errorUnder('Vessel is required')).toBe(itemOf('field-vessel'));
    expect(await errorUnder('Purposes is required')).toBe(itemOf('field-purposes'));
    await waitFor(() => expect(scrolledTo.at(-1)).toBe(itemOf('field-legal-entity')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()).toHaveLength(0);
  });

  it("puts a refused submit's field errors on their fields and scrolls to the first in the form", async () => {
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
    renderAt('/das-mgmt/44/edit', completeDraft());
    fireEvent.click(await screen.findByTestId('port-call-submit', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(dialog.textContent).toContain('appoint Shanghai Harbour Shipping Agency Co., Ltd.?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await errorUnder('Voyage no is required')).toBe(itemOf('field-voyage-no'));
    expect(await errorUnder('Purposes is required')).toBe(itemOf('field-purposes'));
    // The server answered the purposes first; the voyage comes first on the page.
    await waitFor(() => expect(scrolledTo.at(-1)).toBe(itemOf('field-voyage-no')));
    expect(writes().map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /uapi/port_calls/44',
      'POST /uapi/port_calls/44/submit',
    ]);
  });
});
