import type { Random } from './random.ts';
import type { Region, Trade } from './world.ts';

/**
 * A rough price book in USD (fixed part + per gross ton + per tonne of cargo), from typical
 * published tariffs of the demo ports, converted into the agent's currency with the reference
 * seed's demo rates. Good enough for a plausible DA; not a tariff.
 */
interface Rate {
  label: string;
  fixed?: number;
  perGt?: number;
  perCargo?: number;
  /** Multiplied by the days alongside (berth dues). */
  perDay?: boolean;
}

export const priceBook: Record<string, Rate> = {
  AGENCY_FEE: { label: 'Agency fee', fixed: 1_450, perGt: 0.016 },
  AGENCY_ATTENDANCE: { label: 'Boarding and attendance fee', fixed: 320 },
  AGENCY_OVERTIME: { label: 'Agency overtime attendance', fixed: 260 },
  AGENCY_DOCUMENTATION: { label: 'Documentation fee', fixed: 140 },
  AGENCY_TRANSPORT: { label: "Agent's transportation", fixed: 190 },
  PORT_DUES_VESSEL: { label: 'Port dues on vessel', perGt: 0.082 },
  PORT_DUES_CARGO: { label: 'Port dues on cargo', perCargo: 0.055 },
  PORT_SECURITY_FEE: { label: 'Port facility security fee', fixed: 180, perGt: 0.004 },
  PILOTAGE_IN: { label: 'Pilotage inward', fixed: 620, perGt: 0.031 },
  PILOTAGE_OUT: { label: 'Pilotage outward', fixed: 620, perGt: 0.031 },
  PILOTAGE_SHIFTING: { label: 'Pilotage for shifting', fixed: 420, perGt: 0.016 },
  TOWAGE_IN: { label: 'Towage inward', fixed: 1_750, perGt: 0.029 },
  TOWAGE_OUT: { label: 'Towage outward', fixed: 1_750, perGt: 0.029 },
  TOWAGE_SHIFTING: { label: 'Towage for shifting', fixed: 1_200, perGt: 0.014 },
  TOWAGE_STANDBY: { label: 'Tug standby', fixed: 950 },
  MOORING: { label: 'Mooring', fixed: 380, perGt: 0.003 },
  UNMOORING: { label: 'Unmooring', fixed: 380, perGt: 0.003 },
  MOORING_SHIFTING: { label: 'Mooring and unmooring for shifting', fixed: 520, perGt: 0.003 },
  LAUNCH_AGENT: { label: 'Launch hire for agent and authorities', fixed: 430 },
  TONNAGE_DUES_30D: { label: 'Tonnage dues, 30-day certificate', perGt: 0.29 },
  VTS_FEE: { label: 'VTS fee', perGt: 0.011 },
  BERTH_DUES: { label: 'Berth dues', perGt: 0.017, perDay: true },
  ANCHORAGE_DUES: { label: 'Anchorage dues', perGt: 0.006, perDay: true },
  WHARFAGE: { label: 'Wharfage', perCargo: 0.021 },
  TALLY: { label: 'Tally', perCargo: 0.045 },
  DRAFT_SURVEY: { label: 'Draft survey', fixed: 850 },
  HOLD_INSPECTION: { label: 'Hold inspection', fixed: 650 },
  LASHING: { label: 'Lashing and securing', perCargo: 0.32 },
  CREW_CHANGE: { label: 'Crew change handling', fixed: 450 },
  CREW_TRANSPORT: { label: 'Crew transportation', fixed: 380 },
  CREW_VISA: { label: 'Visa and immigration', fixed: 260 },
  FRESH_WATER: { label: 'Fresh water supply', fixed: 880 },
  GARBAGE_DISPOSAL: { label: 'Garbage disposal', fixed: 390 },
  SLUDGE_DISPOSAL: { label: 'Sludge and bilge water disposal', fixed: 1_450 },
  COMMUNICATION: { label: 'Telephone, e-mail and internet', fixed: 110 },
  COURIER: { label: 'Courier and postage', fixed: 65 },
  BANK_REMITTANCE: { label: 'Remittance charges', fixed: 45 },
  QUARANTINE: { label: 'Quarantine and free pratique', fixed: 260 },
  CLEARANCE: { label: 'Customs and immigration clearance', fixed: 320 },
  AUTHORITIES_OVERTIME: { label: "Authorities' overtime", fixed: 480 },
  GANGWAY_WATCHMEN: { label: 'Gangway watchmen / security', fixed: 880 },
};

/** The demo exchange rates of the reference seed (units per USD). */
const usdRate: Record<string, number> = { CNY: 7.1045, EUR: 0.8625, USD: 1 };
/** Port services cost more in North-West Europe than in China. */
const regionFactor: Record<Region, number> = { china: 0.92, europe: 1.38 };

/** Which catalogue items a call's PDA holds. */
export function pdaItems({
  region,
  trade,
  crewing,
  loading,
}: {
  region: Region;
  trade: Trade;
  crewing: boolean;
  loading: boolean;
}): string[] {
  const items = [
    'AGENCY_FEE',
    'AGENCY_DOCUMENTATION',
    'AGENCY_TRANSPORT',
    'PORT_DUES_VESSEL',
    'PORT_SECURITY_FEE',
    'PILOTAGE_IN',
    'PILOTAGE_OUT',
    'TOWAGE_IN',
    'TOWAGE_OUT',
    'MOORING',
    'UNMOORING',
    'BERTH_DUES',
    'GARBAGE_DISPOSAL',
    'COMMUNICATION',
    'COURIER',
    'BANK_REMITTANCE',
    'CLEARANCE',
  ];
  if (region === 'china')
    items.push('PORT_DUES_CARGO', 'TONNAGE_DUES_30D', 'QUARANTINE', 'AGENCY_ATTENDANCE');
  if (region === 'europe') items.push('LAUNCH_AGENT', 'VTS_FEE');
  if (trade === 'bulk') items.push('DRAFT_SURVEY', region === 'china' ? 'TALLY' : 'WHARFAGE');
  if (trade === 'bulk' && loading) items.push('HOLD_INSPECTION', 'LASHING');
  if (trade !== 'bulk') items.push('GANGWAY_WATCHMEN', 'SLUDGE_DISPOSAL');
  if (crewing) items.push('CREW_CHANGE', 'CREW_TRANSPORT', ...(region === 'china' ? ['CREW_VISA'] : []));
  return items;
}

/** Rounds like an agent does: tariff amounts to the cent, lump sums to a round figure. */
function inCurrency(usd: number, currency: string, lumpSum: boolean): string {
  const amount = usd * (usdRate[currency] ?? 1);
  const step = lumpSum ? (currency === 'CNY' ? 10 : 5) : currency === 'CNY' ? 1 : 0.01;
  const rounded = Math.max(step, Math.round(amount / step) * step);
  return rounded.toFixed(2);
}

/** The agent's quote for one item of a call, with a little spread between calls. */
export function quotePrice(
  random: Random,
  code: string,
  call: { gt: number; cargo: number; days: number; region: Region; currency: string },
): string {
  const rate = priceBook[code];
  if (!rate) throw new Error(`No demo price for ${code}`);
  const variable = (rate.perGt ?? 0) * call.gt + (rate.perCargo ?? 0) * call.cargo;
  const usd =
    ((rate.fixed ?? 0) + variable * (rate.perDay ? call.days : 1)) *
    regionFactor[call.region] *
    random.between(0.94, 1.08);
  return inCurrency(usd, call.currency, variable === 0);
}

/** `price` times a factor, rounded the way the same currency rounds. */
export function scalePrice(price: string, factor: number, currency: string): string {
  const lumpSum = Number(price) % (currency === 'CNY' ? 10 : 5) === 0;
  return inCurrency((Number(price) * factor) / (usdRate[currency] ?? 1), currency, lumpSum);
}
