import type { AgentScorecard } from '@portledger/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { apiAnswer, scorecard, scorecardList } from '../../../test/fixtures.ts';
import { AgentScorecardHint } from './agent-scorecard-hint.tsx';
import { ScorecardsTable } from './scorecards-table.tsx';

const month = (m: string, calls = 0) => ({
  month: m,
  calls,
  pda_compared: 0,
  pda_mean_abs_deviation_pct: null,
  pda_within_band_pct: null,
  days_to_fda: null,
});
const card = (over: Partial<AgentScorecard> = {}) =>
  scorecard({ trend: [month('2026-10', 2), month('2026-11', 1)], ...over });

let objects: AgentScorecard[] = [];
const calls: URL[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(new URL(input, 'http://localhost'));
      return apiAnswer(scorecardList(objects));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AgentScorecardHint', { timeout: 20_000 }, () => {
  it('shows the chosen agent’s figures at the chosen port, asked for that agent and port', async () => {
    objects = [card()];
    renderWith(<AgentScorecardHint agentId={7} portId={12} />);
    const hint = await screen.findByTestId('agent-scorecard-hint');
    expect(hint.textContent).toContain(
      'At this port, last 12 months: 3 call(s) · PDA deviation 6.50 % (50.00 % within ±5 %) · 15.0 days to FDA · query rate 50.00 %',
    );
    expect(calls[0]!.pathname).toBe('/uapi/scorecards/agents');
    expect(calls[0]!.searchParams.get('agent_id_eq')).toBe('7');
    expect(calls[0]!.searchParams.get('port_id_eq')).toBe('12');
  });

  it('leaves out what was not measured, and says so when the agent has no calls there', async () => {
    objects = [
      card({
        pda_compared: 0,
        pda_mean_abs_deviation_pct: null,
        pda_within_band_pct: null,
        days_to_fda: null,
      }),
    ];
    renderWith(<AgentScorecardHint agentId={7} />);
    const hint = await screen.findByTestId('agent-scorecard-hint');
    expect(hint.textContent).toContain('All ports, last 12 months: 3 call(s) · query rate 50.00 %');
    expect(hint.textContent).not.toContain('PDA deviation');
    cleanup();
    objects = [];
    renderWith(<AgentScorecardHint agentId={8} portId={12} />);
    expect((await screen.findByTestId('agent-scorecard-hint')).textContent).toBe(
      'No port calls with this agent at this port in the last 12 months.',
    );
  });

  it('asks nothing before an agent is chosen', () => {
    const { container } = renderWith(<AgentScorecardHint agentId={null} portId={12} />);
    expect(container.textContent).toBe('');
    expect(calls).toHaveLength(0);
  });
});

describe('ScorecardsTable', { timeout: 20_000 }, () => {
  it('shows each figure with its base and opens a row on its months', async () => {
    renderWith(
      <ScorecardsTable
        rows={[
          card(),
          card({ agent_id: 8, agent_name: 'Rotterdam Port Services', days_to_refund: null, refunds: 0 }),
        ]}
        page={{ page: 1, per_page: 10, total_count: 2 }}
        loading={false}
        sort="-calls"
        onChange={() => {}}
      />,
    );
    const row = screen.getByTestId('scorecard-agent-7').closest('tr')!;
    for (const text of [
      '6.50 %',
      'signed -3.50 %',
      '2 DA(s) compared',
      '15.0 d',
      'of 2 FDA(s)',
      '4.0 d',
      '1 / 1 refunded',
    ]) {
      expect(row.textContent).toContain(text);
    }
    const other = screen.getByTestId('scorecard-agent-8').closest('tr')!;
    expect(other.textContent).not.toContain('refunded');
    expect(screen.getByText('2 agent(s)')).toBeTruthy();
    fireEvent.click(within(row).getAllByRole('button')[0]!);
    const trend = await screen.findByTestId('scorecard-trend-7');
    expect(
      within(trend)
        .getAllByRole('row')
        .map((r) => r.textContent?.slice(0, 8)),
    ).toEqual(['MonthCal', 'Nov 2026', 'Oct 2026']);
  });
});
