import type { PortCallDetail } from '@portledger/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { PortCallEditPage } from '../pages/port-call-edit-page.tsx';
import {
  type Answer,
  completeDraft,
  emptyDraft,
  errorUnder,
  partialDraft,
  refusedSubmit,
  renderRoutes,
  type SentRequest,
  stubPortCallApi,
} from '../test/port-call-fixtures.ts';
import { ActionBar } from './action-bar.tsx';

let sent: SentRequest[] = [];
let submitAnswer: Answer;
let current: PortCallDetail;

/** The API behind the pages: the port call, option lists (empty but purposes) and the submit. */
beforeEach(() => {
  sent = stubPortCallApi({ portCall: () => current, submit: () => submitAnswer });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The detail page's actions at /das-mgmt/44 and the real edit page behind its "edit" route. */
function renderDetail(portCall: PortCallDetail) {
  current = portCall;
  return renderRoutes(
    [
      { path: '/das-mgmt/:id', element: <ActionBar portCall={portCall} /> },
      { path: '/das-mgmt/:id/edit', element: <PortCallEditPage /> },
    ],
    '/das-mgmt/44',
    portCall,
  );
}

const submits = () => sent.filter((request) => request.url.endsWith('/submit'));

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
    submitAnswer = refusedSubmit;
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
