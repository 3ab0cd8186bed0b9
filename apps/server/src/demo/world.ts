/**
 * The demo's world: who trades what, where. Names and codes only (the demo seed's companies,
 * users, vessels, terminals and charterers, and the reference data's UN/LOCODEs and codes); the
 * player resolves them to ids. A name the database lacks leaves that field empty, never fails.
 */
export type PrincipalName = 'principal' | 'principal2' | 'principal3';
export type AgentName = 'agent' | 'agent2';
export type Region = 'china' | 'europe';
export type Trade = 'bulk' | 'tanker' | 'gas';

export interface AgentWorld {
  user: AgentName;
  company: string;
  currency: 'CNY' | 'EUR';
  /** The account title advances and balances are paid to. */
  account: string;
  region: Region;
  ports: string[];
}

export const agents: Record<AgentName, AgentWorld> = {
  agent: {
    user: 'agent',
    company: 'Shanghai Harbour Shipping Agency Co., Ltd.',
    currency: 'CNY',
    account: '上海港湾船务代理有限公司',
    region: 'china',
    ports: ['CNSHA', 'CNNGB', 'CNTAO'],
  },
  agent2: {
    user: 'agent2',
    company: 'Rotterdam Port Services B.V.',
    currency: 'EUR',
    account: 'Rotterdam Port Services B.V. - EUR',
    region: 'europe',
    ports: ['NLRTM', 'BEANR', 'DEHAM'],
  },
};

export interface Cargo {
  commodity: string;
  unit: 'MT' | 'M3';
  /** Quantity range of a full parcel. */
  quantity: [number, number];
  activity: 'loading' | 'discharging';
  /** Ports this cargo is worked at, with the terminal where the demo seed has one. */
  ports: Record<string, string | null>;
  /** Where such a ship comes from (discharging) or goes to (loading). */
  tradePorts: string[];
  charterers: string[];
  /** The principal's legal entity that fixes this trade (the charterers' counterparty). */
  legalEntity?: string;
}

export interface Vessel {
  name: string;
  /** Two letters for voyage numbers (OH2611). */
  code: string;
  gt: number;
  trade: Trade;
  cargoes: Cargo[];
}

export interface Fleet {
  /** Who of the principal's company creates the calls (weights by repetition). */
  creators: PrincipalName[];
  legalEntities: string[];
  currency: 'USD';
  /** The principal's account a refund is paid back to, by agent currency. */
  refundAccounts: Partial<Record<'CNY' | 'EUR', string>>;
  vessels: Vessel[];
}

/** Days a ship of this trade stays in port (ETA to ETD). */
export const stayDays: Record<Trade, [number, number]> = { bulk: [2, 5], tanker: [1, 2], gas: [1, 2] };
