import type { AgentScorecard } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { apiAnswer, scorecard, scorecardList } from '../../../test/fixtures.ts';
import { ScoredAgentSelect } from './scored-agent-select.tsx';

const card = (agent_id: number, agent_name: string, over: Partial<AgentScorecard> = {}) =>
  scorecard({ agent_id, agent_name, pda_compared: 3, ...over });

/** Three agents by name; Beta has the most calls, Alpha the most accurate PDAs, Gamma no calls. */
const agents = [
  { id: 1, name: 'Alpha Agency' },
  { id: 2, name: 'Beta Shipping' },
  { id: 3, name: 'Gamma Marine' },
];
let cards: AgentScorecard[] = [];
let perPageTotal: number | undefined;
const calls: URL[] = [];
const scorecardCalls = () => calls.filter((url) => url.pathname.endsWith('/scorecards/agents'));

beforeEach(() => {
  calls.length = 0;
  perPageTotal = undefined;
  cards = [
    card(2, 'Beta Shipping', { calls: 12, pda_mean_abs_deviation_pct: '9.00', days_to_fda: null }),
    card(1, 'Alpha Agency', { calls: 4, pda_mean_abs_deviation_pct: '2.25', days_to_fda: '11.5' }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      let data: unknown = { objects: agents };
      if (url.pathname.endsWith('/scorecards/agents')) {
        const page = Number(url.searchParams.get('page') ?? 1);
        const perPage = Number(url.searchParams.get('per_page'));
        // A port with more agents than a page holds: the second page carries the rest.
        const objects = perPageTotal ? (page === 1 ? cards.slice(0, 1) : cards.slice(1)) : cards;
        data = scorecardList(objects, { page, perPage, totalCount: perPageTotal ?? cards.length });
      }
      return apiAnswer(data);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSelect(portId?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ScoredAgentSelect path="/entities/option" params={{ kind_eq: 'agent' }} portId={portId} />
    </QueryClientProvider>,
  );
}

async function openList() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  await screen.findByTestId('agent-option-3');
  await waitFor(() => expect(screen.getByTestId('agent-option-1').textContent).toContain('call'));
}

const optionOrder = () =>
  [...document.querySelectorAll('.ant-select-item-option [data-testid^="agent-option-"]')].map((node) =>
    node.getAttribute('data-testid'),
  );

describe('ScoredAgentSelect', { timeout: 20_000 }, () => {
  it('asks nothing before the list opens, then one request for the port with every agent', async () => {
    renderSelect(12);
    expect(scorecardCalls()).toHaveLength(0);
    await openList();
    expect(scorecardCalls()).toHaveLength(1);
    const url = scorecardCalls()[0] as URL;
    expect(url.searchParams.get('port_id_eq')).toBe('12');
    expect(url.searchParams.get('per_page')).toBe('100');
    expect(url.searchParams.has('agent_id_eq')).toBe(false);
  });

  it('shows each agent’s calls, PDA deviation and days to FDA, "no history" without calls, the most calls first', async () => {
    renderSelect(12);
    await openList();
    const alpha = screen.getByTestId('agent-option-1');
    expect(within(alpha).getByTestId('agent-figures').textContent).toBe(
      '4 call(s) · PDA deviation 2.25 % · 11.5 d to FDA',
    );
    // Alpha's PDAs are the most accurate over at least 3 compared DAs: marked.
    expect(within(alpha).getByTestId('agent-best-pda').textContent).toBe('Most accurate PDA');
    // What was not measured is left out rather than shown as a dash.
    expect(screen.getByTestId('agent-option-2').textContent).toBe(
      'Beta Shipping12 call(s) · PDA deviation 9.00 %',
    );
    expect(within(screen.getByTestId('agent-option-2')).queryByTestId('agent-best-pda')).toBeNull();
    expect(screen.getByTestId('agent-option-3').textContent).toBe('Gamma MarineNo history at this port');
    await waitFor(() =>
      expect(optionOrder()).toEqual(['agent-option-2', 'agent-option-1', 'agent-option-3']),
    );
  });

  it('without a port, asks over all ports and says so for an agent without calls', async () => {
    renderSelect(undefined);
    await openList();
    expect(scorecardCalls()[0]?.searchParams.has('port_id_eq')).toBe(false);
    expect(screen.getByTestId('agent-option-3').textContent).toContain('No history in the last 12 months');
  });

  it('marks no agent as the most accurate on fewer than 3 compared DAs', async () => {
    cards = cards.map((row) => ({ ...row, pda_compared: 2 }));
    renderSelect(12);
    await openList();
    expect(screen.queryByTestId('agent-best-pda')).toBeNull();
  });

  it('asks the further pages when the port has more agents than one page holds', async () => {
    perPageTotal = 101;
    renderSelect(12);
    await openList();
    expect(scorecardCalls().map((url) => url.searchParams.get('page') ?? '1')).toEqual(['1', '2']);
    expect(screen.getByTestId('agent-option-2').textContent).toContain('12 call(s)');
  });
});
