import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Apis, useOnDemandApis } from './on-demand-apis.tsx';

afterEach(cleanup);

/** Renders the holders as AppFeedback does and hands the test the on-demand APIs. */
function Host({ onApis }: { onApis: (apis: Apis) => void }) {
  const { holders, ...apis } = useOnDemandApis();
  onApis(apis);
  return <>{holders}</>;
}

function renderApis() {
  let apis: Apis | undefined;
  render(
    <Host
      onApis={(next) => {
        apis = next;
      }}
    />,
  );
  if (!apis) throw new Error('no apis');
  return apis;
}

/** antd writes a confirm dialog's title twice (an accessible header and the visible one). */
const shown = (title: string) => screen.queryAllByText(title).length > 0;
/** The first call loads the dialogs' chunk (antd's Modal): slow in jsdom on a shared machine. */
const LOADED = { timeout: 10_000 };

describe('useOnDemandApis', () => {
  it("a confirm dialog's handle updates and destroys the open dialog", async () => {
    const { modal } = renderApis();
    let handle: ReturnType<Apis['modal']['confirm']> | undefined;
    act(() => {
      handle = modal.confirm({ title: 'Leave the PDA?', content: 'Unsaved edits' });
    });
    await waitFor(() => expect(shown('Leave the PDA?')).toBe(true), LOADED);

    act(() => handle?.update({ title: 'Leave the FDA?' }));
    await waitFor(() => expect(shown('Leave the FDA?')).toBe(true), LOADED);

    act(() => handle?.destroy());
    await waitFor(() => expect(shown('Leave the FDA?')).toBe(false), LOADED);
  });

  it('destroy and update called before the dialog chunk has loaded still reach the dialog', async () => {
    const { modal } = renderApis();
    let handle: ReturnType<Apis['modal']['confirm']> | undefined;
    act(() => {
      handle = modal.confirm({ title: 'Approve the FDA?' });
      handle.update({ title: 'Approve the PDA?' });
    });
    await waitFor(() => expect(shown('Approve the PDA?')).toBe(true), LOADED);
    act(() => handle?.destroy());
    await waitFor(() => expect(shown('Approve the PDA?')).toBe(false), LOADED);
  });

  it('awaiting the handle gives whether the dialog was confirmed', async () => {
    const { modal } = renderApis();
    let confirmed: Promise<boolean> | undefined;
    act(() => {
      const handle = modal.confirm({ title: 'Mark all as read?', okText: 'Mark' });
      confirmed = handle.then(
        (value) => value,
        () => {},
      );
    });
    const ok = await screen.findByRole('button', { name: 'Mark' }, LOADED);
    act(() => ok.click());
    expect(await confirmed).toBe(true);
  });
});
