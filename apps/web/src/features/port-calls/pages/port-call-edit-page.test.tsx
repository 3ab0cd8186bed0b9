import type { PortCallDetail } from '@portledger/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import {
  type Answer,
  completeDraft,
  errorUnder,
  refusedSubmit,
  renderRoutes,
  type SentRequest,
  stubPortCallApi,
} from '../test/port-call-fixtures.ts';
import { PortCallEditPage } from './port-call-edit-page.tsx';

let sent: SentRequest[] = [];
let submitAnswer: Answer;
/** The form items whose field the page scrolled to, in order. */
let scrolledTo: (Element | null)[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  scrolledTo = [];
  sent = stubPortCallApi({
    portCall: () => ({ ...completeDraft(), lock_version: 4 }),
    submit: () => submitAnswer,
  });
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
  return renderRoutes(
    [
      { path: '/das-mgmt/create', element: <PortCallEditPage /> },
      { path: '/das-mgmt/:id/edit', element: <PortCallEditPage /> },
      { path: '/das-mgmt/:id', element: <p>detail page</p> },
    ],
    path,
    portCall,
  );
}

const writes = () => sent.filter((request) => request.method !== 'GET');
const itemOf = (testId: string) => screen.getByTestId(testId).closest('.ant-form-item');

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
    submitAnswer = refusedSubmit;
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
