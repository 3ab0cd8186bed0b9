/** Agent scorecards (issue 10, docs/decisions/022-agent-scorecards.md). */
export const scorecards = {
  intro:
    'How each agent performed on the port calls you can see, by ETA over the chosen period. Hover a column title for its definition.',
  filter: {
    port: 'All ports',
    agent: 'All agents',
    months: 'Last {{count}} months',
    reset: 'Reset filters',
  },
  column: {
    agent: 'Agent',
    calls: 'Calls',
    deviation: 'PDA deviation',
    withinBand: 'Within ±{{band}} %',
    daysToFda: 'Days to FDA',
    queryRate: 'Query rate',
    declineRate: 'Decline rate',
    daysToRefund: 'Days to refund',
    trend: 'Calls per month',
  },
  help: {
    calls: 'Port calls appointed to the agent, drafts, cancelled calls and declined appointments left out.',
    deviation:
      'Mean of |FDA agreed − PDA agreed| ÷ PDA agreed, over DAs with both approved. Lower is better. Below: the signed mean (+ means FDAs above the PDA).',
    withinBand: 'Share of those DAs whose FDA agreed total is within ±{{band}} % of the PDA agreed total.',
    daysToFda: 'Mean days from departure (actual, else ETD) to the first FDA submission.',
    queryRate: 'Share of submitted FDAs on which the DA desk raised a query.',
    declineRate: 'Share of FDAs decided by the principal that were declined at least once.',
    daysToRefund:
      'Mean days from the FDA approval to the confirmed receipt of the agent’s refund of an overfunding. Below: refunds confirmed / owed.',
  },
  base: {
    compared: '{{count}} DA(s) compared',
    fdas: 'of {{count}} FDA(s)',
    refunds: '{{done}} / {{count}} refunded',
    bias: 'signed {{value}} %',
  },
  trend: {
    title: 'Month by month',
    month: 'Month',
    calls: 'Calls',
    compared: 'DAs compared',
    deviation: 'PDA deviation',
    withinBand: 'Within ±{{band}} %',
    daysToFda: 'Days to FDA',
    bar: '{{month}}: {{count}} call(s)',
  },
  monthFormat: 'MMM YYYY',
  empty: 'No agent has port calls in this period. Widen the period or clear the filters.',
  total: '{{count}} agent(s)',
  percent: '{{value}} %',
  days: '{{value}} d',
  hint: {
    loading: 'Loading the agent’s scorecard…',
    atPort: 'At this port, last {{months}} months:',
    allPorts: 'All ports, last {{months}} months:',
    figures:
      '{{calls}} call(s) · PDA deviation {{deviation}} · {{within}} within ±{{band}} % · {{days}} days to FDA · query rate {{query}}',
    none: 'No port calls with this agent in the last {{months}} months.',
    noneAtPort: 'No port calls with this agent at this port in the last {{months}} months.',
    open: 'Scorecards',
  },
};
