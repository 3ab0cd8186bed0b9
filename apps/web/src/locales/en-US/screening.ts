/** The screening thresholds page of the DA desk (issue 10). */
export const screening = {
  settings: {
    intro:
      'The screening assistant compares every line of a submitted PDA or FDA with the prices agreed at past calls and flags what looks wrong. These thresholds decide when a line is flagged; a change applies to every screening opened after it is saved.',
    lastChanged: 'Last changed by {{name}} on {{date}}',
    neverChanged: 'Default values, never changed (as of {{date}})',
    evidenceTitle: 'Price evidence',
    evidenceHint: 'How the price history is compared with a quoted price.',
    varianceTitle: 'FDA against PDA',
    varianceHint: 'How each FDA line is compared with the same line on the PDA.',
    ratesTitle: 'Exchange rate and receipts',
    ratesHint: "How the DA's exchange rate and the FDA's receipts are checked.",
    field: {
      tariff_deviation_percent: {
        label: 'Above the tariff by more than',
        help: 'A quoted price is flagged "above tariff" when it exceeds the 75th percentile of agreed prices for the same cost item by more than this percentage, and by more than 1.5 times the spread between the 25th and 75th percentile (so a wide, noisy comparison does not flag ordinary prices). Lower it to flag more lines.',
      },
      min_samples: {
        label: 'Fewest samples per comparison',
        help: 'How many past agreed prices the evidence needs. With fewer at the port, the comparison widens to the ports of the country, then to all ports.',
      },
      fda_over_pda_percent: {
        label: 'FDA line above its PDA line by more than',
        help: 'An FDA line whose quoted price exceeds the agreed price of the same line on the PDA by more than this percentage is flagged.',
      },
      variance_reason_percent: {
        label: 'Variance reason required above',
        help: 'The agent must give a variance reason on every FDA line that differs from its PDA line by more than this percentage, either way, and on every line not on the PDA.',
      },
      exchange_rate_deviation_percent: {
        label: 'Exchange rate off the stored rate by more than',
        help: "The DA's exchange rate is flagged when it is further than this percentage from the stored rate of that day; more than three times as far is a high-severity flag.",
      },
      receipt_required_above_usd: {
        label: 'Receipt required from',
        help: 'An FDA line of at least this amount (converted to USD at the latest stored rate) is flagged when it has no receipt attached.',
      },
    },
    required: 'Enter a value',
    save: 'Save thresholds',
    discard: 'Discard changes',
    saved: 'Screening thresholds saved.',
    conflict:
      'Someone else changed the thresholds after you opened this page. Reload to see their values, then make your change again.',
    reload: 'Reload',
  },
};
