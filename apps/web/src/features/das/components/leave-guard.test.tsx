import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { DaEditor } from './da-editor.tsx';
import { daFixture, lineOf } from './da-fixture.ts';
import { DraftStore } from './draft-store.ts';
import type { EditorSetup } from './editor-context.ts';
import { draftLinesOf, linesOf } from './form-values.ts';
import { hasUnsavedEdits, LeaveGuard } from './leave-guard.tsx';

const fda = daFixture({
  status: 'fda_under_creation',
  actions: ['fda_draft', 'fda_submit'],
  lines: [lineOf(2, 'Pilotage', { pda_quoted_price: '3000.00', fda_quoted_price: '3000.00' })],
});

const guardedEditor = (
  <DaEditor da={fda} document="fda" stage="quoted">
    <LeaveGuard />
  </DaEditor>
);

/** The editor keyed as DaTab keys it: a reloaded DA (a new lock_version) mounts a new form. */
function ReloadingEditor() {
  const [lockVersion, setLockVersion] = useState(fda.lock_version);
  return (
    <>
      <button type="button" onClick={() => setLockVersion((version) => version + 1)}>
        Reload
      </button>
      <DaEditor key={lockVersion} da={fda} document="fda" stage="quoted">
        <LeaveGuard />
      </DaEditor>
    </>
  );
}

/** The DA page of the app (under a data router, as in routes.tsx) with a menu link away from it. */
function renderPage(editor: ReactNode = guardedEditor) {
  const router = createMemoryRouter(
    [
      {
        path: '/das-mgmt/:id',
        element: (
          <>
            <Link to="/payments">Payments</Link>
            <Link to="/das-mgmt/9?tab=log">Log tab</Link>
            {editor}
          </>
        ),
      },
      { path: '/payments', element: <p>Payments page</p> },
    ],
    { initialEntries: ['/das-mgmt/9'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(cleanup);
const SLOW = 120_000;

describe('leaving the DA page with unsaved edits', () => {
  it(
    'lets the user leave at once when nothing was changed',
    async () => {
      renderPage();
      expect(unload()).toBe(false);
      fireEvent.click(screen.getByText('Payments'));
      expect(await screen.findByText('Payments page')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'asks before leaving with a typed amount; staying keeps it, and another tab is not leaving',
    async () => {
      const router = renderPage();
      fireEvent.change(screen.getByTestId('price-input'), { target: { value: '3500' } });
      expect(unload()).toBe(true);

      // Another tab of the same port call keeps the form mounted: no question.
      fireEvent.click(screen.getByText('Log tab'));
      await waitFor(() => expect(router.state.location.search).toBe('?tab=log'));
      expect(screen.queryByRole('dialog')).toBeNull();

      fireEvent.click(screen.getByText('Payments'));
      let dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(dialog.textContent).toContain('Leave without saving?');
      expect(dialog.textContent).toContain('Your changes to the FDA');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on the page' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
      expect(router.state.location.pathname).toBe('/das-mgmt/9');
      expect((screen.getByTestId('price-input') as HTMLInputElement).value).toBe('3500');

      fireEvent.click(screen.getByText('Payments'));
      dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
      expect(await screen.findByText('Payments page', {}, { timeout: 10_000 })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'closes its question when the form it asked about is gone (the DA reloaded meanwhile)',
    async () => {
      const router = renderPage(<ReloadingEditor />);
      fireEvent.change(screen.getByTestId('price-input'), { target: { value: '3500' } });
      fireEvent.click(screen.getByText('Payments'));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      expect(dialog.textContent).toContain('Leave without saving?');

      fireEvent.click(screen.getByRole('button', { name: 'Reload', hidden: true }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
      expect(router.state.location.pathname).toBe('/das-mgmt/9');
      expect((screen.getByTestId('price-input') as HTMLInputElement).value).toBe('3000.00');
      // The new form has nothing to lose: leaving asks nothing.
      fireEvent.click(screen.getByText('Payments'));
      expect(await screen.findByText('Payments page', {}, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    SLOW,
  );
});

describe('unsaved edits', () => {
  const setup: EditorSetup = {
    da: fda,
    document: 'fda',
    stage: 'quoted',
    editsLines: true,
    editsReceipts: true,
    saved: new Map(linesOf(fda).map((line) => [line.id, line])),
  };

  it('counts a queued receipt or comment, a deletion and a reason, until an action has sent them', () => {
    const store = new DraftStore(draftLinesOf(fda, 'fda', 'quoted'));
    expect(hasUnsavedEdits(store, setup)).toBe(false);
    store.update('l2', { receipts: [{ id: 5, file_url: '/f/5', original_filename: 'tug.pdf' } as never] });
    expect(hasUnsavedEdits(store, setup)).toBe(true);
    store.markSent();
    expect(hasUnsavedEdits(store, setup)).toBe(false);
    store.update('l2', { receipts: [], comments: ['Two tugs'] });
    expect(hasUnsavedEdits(store, setup)).toBe(true);
    store.update('l2', { comments: [], reason: 'quantity_change' });
    expect(hasUnsavedEdits(store, setup)).toBe(true);
    store.update('l2', { reason: null });
    expect(hasUnsavedEdits(store, setup)).toBe(false);
    store.remove('l2');
    expect(hasUnsavedEdits(store, setup)).toBe(true);
    // A read-only form has nothing to lose.
    expect(hasUnsavedEdits(store, { ...setup, stage: null })).toBe(false);
  });

  it('counts a field below the lines away from its saved value, until an action has sent it', () => {
    const store = new DraftStore(draftLinesOf(fda, 'fda', 'quoted'));
    store.setField('exchange_rate', '7.25');
    expect(hasUnsavedEdits(store, setup)).toBe(true);
    // Typed back to what is saved (none: the rate of the day applies).
    store.setField('exchange_rate', '');
    expect(hasUnsavedEdits(store, setup)).toBe(false);
    store.setField('exchange_rate', '7.25');
    store.markSent();
    expect(hasUnsavedEdits(store, setup)).toBe(false);
    // The form reports a field again when it validates it: the same value is no new edit.
    store.setField('exchange_rate', '7.25');
    expect(hasUnsavedEdits(store, setup)).toBe(false);
    store.setField('exchange_rate', '7.3');
    expect(hasUnsavedEdits(store, setup)).toBe(true);
  });
});
