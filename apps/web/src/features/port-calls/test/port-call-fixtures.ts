import { type PortCallDetail, portCallDetail } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { createElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { portCallKeys } from '../api/keys.ts';

/** A principal's draft as GET /port_calls/44 answers it; empty, as "save as draft" on a blank form leaves it. */
export const emptyDraft = (): PortCallDetail =>
  portCallDetail.parse({
    id: 44,
    ref_no: 'PL-2026-000044',
    status: 'port_call_draft',
    status_label: 'Draft',
    status_order: 1,
    request_type: 'appointment_with_pda_request',
    vessel: null,
    voyage_no: null,
    port: null,
    principal: { id: 1, name: 'Oceanic Bulk Carriers' },
    legal_entity: null,
    agent: null,
    eta: null,
    etd: null,
    updated_at: '2026-11-27T10:45:00.759Z',
    due_flag: null,
    lock_version: 3,
    agency_ref_no: null,
    agency_invoice_no: null,
    terminal: null,
    previous_port: null,
    next_port: null,
    arrived_at: null,
    departed_at: null,
    charterer: null,
    charterer_nominated_agent: null,
    commodity: null,
    quantity: null,
    unit: null,
    loading_terms: null,
    discharging_terms: null,
    berthing_terms: null,
    cp_date: null,
    laycan_start: null,
    laycan_end: null,
    remarks: null,
    charterer_remarks: null,
    agent_nomination_type: null,
    letter_type: null,
    interface_unique_reference: null,
    cancel_reason: null,
    decline_reason: null,
    submitted_at: null,
    created_at: '2026-11-27T10:45:00.759Z',
    activities: [],
    files: [],
    actions: ['edit', 'submit', 'cancel'],
    da: { id: 44, lock_version: 0 },
  });

/** The same draft with the vessel, voyage, port, ETA and legal entity filled in, but no agent and no purpose. */
export const partialDraft = (): PortCallDetail => ({
  ...emptyDraft(),
  vessel: { id: 7, name: 'Jade Star', imo: '9412345' },
  voyage_no: 'V-12',
  port: { id: 5, name: 'Shanghai', unlocode: 'CNSHA' },
  eta: '2026-12-01T08:00:00.000Z',
  legal_entity: { id: 2, name: 'Oceanic Bulk Carriers Pte. Ltd.' },
});

/** The draft with everything submit needs. */
export const completeDraft = (): PortCallDetail => ({
  ...partialDraft(),
  agent: { id: 3, name: 'Shanghai Harbour Shipping Agency Co., Ltd.' },
  agent_nomination_type: 'ona',
  activities: [
    {
      id: 1,
      activity_type: { id: 1, code: 'loading', name: 'Loading' },
      canal_transit_type: null,
      crewing_option: null,
      crew_count: null,
      crew_title: null,
      crew_rank: null,
      remarks: null,
    },
  ],
});

/** A request the pages sent to the stubbed API. */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** An answer of the stubbed API. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Stubs fetch with the API behind the port-call pages: GET /port_calls/44 answers `portCall()`,
 * its submit `submit()`, the purposes one activity type (in the page's language), every other list
 * nothing. Returns the requests sent, in order.
 */
export function stubPortCallApi(api: {
  portCall: () => PortCallDetail;
  submit: () => Answer;
}): SentRequest[] {
  const sent: SentRequest[] = [];
  const json = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const ok = (data: unknown) => json({ status: 200, body: { code: 200, msg: 'OK', data } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push({ method, url: input, body: init.body && JSON.parse(String(init.body)) });
      if (method === 'POST' && input.endsWith('/port_calls/44/submit')) return json(api.submit());
      if (input.includes('/port_calls/44')) return ok({ object: api.portCall() });
      if (input.includes('/activity_types')) {
        return ok({
          objects: [{ id: 1, code: 'loading', name: i18n.language === 'zh-CN' ? '装货' : 'Loading' }],
        });
      }
      return ok({ objects: [] });
    }),
  );
  return sent;
}

/** The server refusing a submit: someone cleared the voyage and the purposes since the page loaded. */
export const refusedSubmit: Answer = {
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

/**
 * Renders `routes` at `path` in a data router, as the app's (the edit page reads its breadcrumb
 * from the route matches), inside antd's App and a query client that does not retry and already
 * holds `portCall`.
 */
export function renderRoutes(routes: RouteObject[], path: string, portCall?: PortCallDetail) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (portCall) client.setQueryData(portCallKeys.detail(portCall.id), portCall);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // createElement: this helper file is .ts, as the fixtures beside it.
  return render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(App, null, createElement(RouterProvider, { router })),
    ),
  );
}

/** The form item (antd Form.Item) showing the error `text`, once it shows. */
export const errorUnder = async (text: string) =>
  (await screen.findByText(text, { selector: '.ant-form-item-explain-error' }, { timeout: 15_000 })).closest(
    '.ant-form-item',
  );
