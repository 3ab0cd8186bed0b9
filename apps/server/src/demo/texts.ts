import { priceBook } from './prices.ts';
import type { Random } from './random.ts';

/**
 * What the demo's people write: screening comments, answers, summaries, reasons. Free text is
 * user content, stored as typed; the desk and the agents write in English to the principals.
 */
const label = (code: string) => priceBook[code]?.label ?? code;

const screeningNotes: Record<string, string[]> = {
  AGENCY_FEE: [
    'Agency fee above the rate agreed with your office for this size; screened to the agreed rate.',
    'Agency fee higher than on the last three calls of this vessel; screened to the average.',
  ],
  PILOTAGE_IN: [
    'Pilotage charged above the published tariff for {gt} GT; screened to tariff.',
    'Night surcharge included although the ETA is in daylight; screened without it.',
  ],
  PILOTAGE_OUT: ['Pilotage outward above tariff for {gt} GT; screened to tariff.'],
  TOWAGE_IN: [
    'Towage above the tug company tariff for {gt} GT; screened to tariff.',
    'Tug hours quoted longer than usual for this berth; screened to the usual time.',
  ],
  TOWAGE_OUT: ['Towage outward above the tug company tariff for {gt} GT; screened to tariff.'],
  BERTH_DUES: ['Berth dues calculated on {days} days; the line-up shows a shorter stay. Screened pro rata.'],
  GARBAGE_DISPOSAL: [
    'Garbage disposal lump sum higher than recent calls at this port; screened to the average.',
  ],
  AGENCY_TRANSPORT: ["Agent's transportation charged per visit; one boarding expected. Screened."],
  COMMUNICATION: ['Communication charges above our guideline for a call of this length.'],
  DRAFT_SURVEY: ['Draft survey above the surveyor’s published rate; screened to the rate.'],
  CLEARANCE: ['Clearance fee above the port authority schedule; screened to schedule.'],
};
const genericNote = 'Amount above comparable calls at this port; screened to the usual level.';

const agentAnswers = [
  'Noted. The quoted rate follows the 2026 tariff; we will attach the invoice with the FDA.',
  'Agreed, thank you. The FDA will follow the screened amount unless the invoice differs.',
  'Please note the harbour master may order an extra tug in strong wind; we will advise on arrival.',
  'Understood. Rate confirmed with the supplier this morning; revised figure accepted.',
];

export function screeningNote(random: Random, code: string, ctx: { gt: number; days: number }): string {
  const note = random.pick(screeningNotes[code] ?? [genericNote]);
  return note.replace('{gt}', ctx.gt.toLocaleString('en-US')).replace('{days}', String(ctx.days));
}

export const adjustable = Object.keys(screeningNotes);

export function agentAnswer(random: Random): string {
  return random.pick(agentAnswers);
}

export function principalAgreement(random: Random): string {
  return random.pick([
    'Agreed at the midpoint after the agent’s explanation.',
    'Accepted in part: the extra tug was ordered by the pilot.',
  ]);
}

export function screeningSummary(random: Random, adjusted: string[], document: 'pda' | 'fda'): string {
  if (adjusted.length === 0) {
    return document === 'pda'
      ? 'Screened against the port tariff and recent calls: all items in line. Recommended for approval.'
      : 'FDA checked against the PDA and the receipts: all items supported. Recommended for approval.';
  }
  const items = adjusted.map(label).join(', ');
  return random.pick([
    `Screened against the port tariff and recent calls. Adjusted: ${items}. Other items in line.`,
    `${adjusted.length} item(s) adjusted (${items}); see the comments on the lines. Recommended for approval at the screened amounts.`,
  ]);
}

export const fdaExtras: Record<string, string> = {
  PILOTAGE_SHIFTING:
    'Vessel shifted from the anchorage to the berth on the harbour master’s order; see the pilot station invoice.',
  AUTHORITIES_OVERTIME: 'Arrival on a Sunday: authorities’ overtime for the inward clearance.',
  FRESH_WATER: 'Master requested 150 t of fresh water on arrival.',
};

export const fdaQueries = [
  {
    query: 'Please explain the towage inward: the tug company invoice shows three tugs for 2.5 hours each.',
    answer:
      'The third tug was ordered by the pilot because of the strong cross wind at berthing; we have e-mailed the pilot’s note to the desk.',
  },
  {
    query: 'Berth dues differ from the PDA. Please confirm the days alongside from the statement of facts.',
    answer:
      'Alongside from arrival to departure as per the SOF; the berth dues follow the port authority invoice.',
  },
];

export const fdaDeclines = [
  {
    reason:
      'Garbage disposal is charged although the master’s report shows no garbage landed. Please remove it and resubmit.',
    fix: 'GARBAGE_DISPOSAL',
  },
  {
    reason: 'Communication charges are twice the PDA without explanation. Please revise to the PDA amount.',
    fix: 'COMMUNICATION',
  },
];

export const cancelReasons = [
  'Cargo cancelled by the charterers; the vessel is redirected.',
  'Voyage re-planned: the vessel will discharge at another port.',
];

export const appointmentDeclines = [
  'Sorry, we cannot attend on these dates: our boarding team is fully booked for another client’s call.',
  'Conflict of interest: we are appointed by the receivers of this cargo.',
];

export function callRemarks(random: Random, commodity: string, activity: string, quantity: string): string {
  const amount = Number(quantity).toLocaleString('en-US');
  const what = commodity.replace(/_/g, ' ');
  return random.pick([
    `${activity === 'loading' ? 'Loading' : 'Discharging'} ${amount} ${what}. Please advise the berth line-up on acceptance.`,
    `${amount} ${what}, ${activity}. Master to tender NOR on arrival; keep the office copied on all messages.`,
    `Full ${activity} of ${amount} ${what}. Please send the PDA within 24 hours of acceptance.`,
  ]);
}
