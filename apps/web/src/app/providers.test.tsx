import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers.tsx';

/** A `matchMedia` whose "reduce motion" answer the test sets and changes, telling its listeners. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && state.reduce;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    state.reduce = next;
    for (const listener of listeners) listener();
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the system setting "reduce motion"', () => {
  it('turns antd motion off while it is set, and back on when it is cleared', () => {
    const setReduce = systemMotion(true);
    render(
      <Providers>
        <Motion />
      </Providers>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => setReduce(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
    act(() => setReduce(true));
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('leaves motion on when it is not set', () => {
    systemMotion(false);
    render(
      <Providers>
        <Motion />
      </Providers>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
