import { DEMO_PASSWORD, hashPassword } from '@portledger/db';
import {
  agentCompanyId,
  agentUserId,
  CHARTERERS_PER_LEGAL_ENTITY,
  legalEntitiesOf,
  legalEntityId,
  OPERATOR_COMPANY_ID,
  type Plan,
  pick,
  principalCompanyId,
  principalUserId,
  principalUsersOf,
  rnd,
  textArray,
} from './plan.ts';
import type { Session } from './target.ts';

/** The password of every generated user (the demo's, so the demo's habits work on big data too). */
export const BENCH_PASSWORD = DEMO_PASSWORD;

const principalWords = textArray([
  'Meridian',
  'Northern',
  'Pacific',
  'Atlantic',
  'Aurora',
  'Crescent',
  'Harbourline',
  'Baltic',
  'Coral',
  'Eastwind',
  'Golden Gate',
  'Horizon',
  'Ironbridge',
  'Jade Sea',
  'Kestrel',
  'Lighthouse',
  'Mistral',
  'Nordkapp',
  'Orient Star',
  'Polaris',
]);
const principalKinds = textArray(['Bulk Carriers', 'Tankers', 'Shipping', 'Maritime', 'Lines', 'Navigation']);
const legalSuffixes = textArray([' Pte. Ltd.', ' (Hong Kong) Ltd.', ' AS', ' GmbH']);
const currencies = textArray(['USD', 'USD', 'EUR', 'NOK', 'SGD', 'USD', 'CNY']);
const agentCurrencies = textArray(['USD', 'EUR', 'CNY', 'SGD', 'USD', 'GBP', 'JPY', 'AED', 'USD', 'NOK']);
const vesselFirst = textArray([
  'Ocean',
  'Star',
  'Pacific',
  'Nordic',
  'Golden',
  'Silver',
  'Blue',
  'Royal',
  'Grand',
  'Eastern',
  'Western',
  'Cape',
  'Lucky',
  'Bright',
  'Great',
  'Noble',
  'Spring',
  'Summer',
  'Winter',
  'Coral',
  'Amber',
  'Jade',
  'Iron',
  'Crystal',
  'Sea',
  'Sun',
  'Polar',
  'Harmony',
  'Liberty',
  'Unity',
]);
const vesselSecond = textArray([
  'Pioneer',
  'Voyager',
  'Spirit',
  'Glory',
  'Fortune',
  'Dawn',
  'Trader',
  'Venture',
  'Explorer',
  'Harvest',
  'Phoenix',
  'Falcon',
  'Eagle',
  'Dragon',
  'Lotus',
  'Pearl',
  'Wave',
  'Breeze',
  'Horizon',
  'Meridian',
  'Express',
  'Endeavour',
  'Promise',
  'Courage',
  'Destiny',
  'Journey',
  'Legend',
  'Navigator',
  'Prosperity',
  'Serenity',
]);
const flags = textArray(['PA', 'LR', 'MH', 'SG', 'HK', 'MT', 'BS', 'GR', 'CN', 'NO', 'CY', 'JP']);
const banks = textArray([
  'DBS Bank',
  'HSBC',
  'Bank of China',
  'ABN AMRO',
  'DNB',
  'Standard Chartered',
  'Citibank',
  'BNP Paribas',
]);
const chartererNames = textArray([
  'Cargill Ocean Transportation',
  'Trafigura Maritime',
  'Vitol Chartering',
  'Glencore Freight',
  'Louis Dreyfus Shipping',
  'Bunge Chartering',
  'COFCO Shipping',
  'Oldendorff Carriers',
  'Rio Tinto Marine',
  'Vale International',
  'Shell Tankers',
  'BP Shipping',
]);

export async function generateParties(s: Session, plan: Plan): Promise<void> {
  const { seed } = plan;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  // Ports ranked once per seed: the lower the rank the busier the port (calls follow a power law).
  await s.exec(`
    create unlogged table gen_port as
      select (row_number() over (order by md5(unlocode || '${seed}')))::int as n, id, country_id, name
      from ports;
    create unique index on gen_port (n);
    create unlogged table gen_item as
      select (row_number() over (order by i.id))::int - 1 as n, i.id, i.is_tonnage_based,
        exp(ln(60) + ${rnd(seed, 'i.id', 1)} * ln(120)) as base
      from cost_items i;
    create unique index on gen_item (n);
  `);
  const [{ n: portCount } = { n: 0 }] = await s.rows<{ n: number }>(
    'select count(*)::int as n from gen_port',
  );
  if (portCount === 0) throw new Error('The reference seed left no ports.');

  await s.exec(`
    insert into entities (id, kind, name, currency, default_prefunding)
      values (${OPERATOR_COMPANY_ID}, 'operator', 'PortLedger DA Desk', 'USD', 0);
    insert into entities (id, kind, name, currency, default_prefunding, country_id, city, emails, phone)
      select ${principalCompanyId('p')}, 'principal',
        (${principalWords})[1 + (p - 1) % 20] || ' ' || (${principalKinds})[1 + ((p - 1) / 20 + p) % 6],
        case when p = 1 then 'USD' else (${currencies})[1 + p % 7] end,
        (array[50, 80, 100, 100])[1 + p % 4], gp.country_id, gp.name,
        'accounts@principal' || p || '.example', '+65 6000 ' || lpad(p::text, 4, '0')
      from generate_series(1, ${plan.principals}) p
      join gen_port gp on gp.n = p;
    insert into entities (id, parent_id, kind, name, currency, country_id, city)
      select ${legalEntityId('c.id - 100', 'k')}, c.id, 'principal', c.name || (${legalSuffixes})[k], c.currency,
        c.country_id, c.city
      from entities c
      cross join generate_series(1, 4) k
      where c.kind = 'principal' and c.parent_id is null and k <= ${legalEntitiesOf('(c.id - 100)')};
    insert into entities (id, kind, name, currency, country_id, city, emails, phone)
      select ${agentCompanyId('a')}, 'agent',
        gp.name || (array[' Shipping Agency', ' Port Services', ' Maritime Agency', ' Ship Agents'])[1 + a % 4]
          || case when a > ${portCount} then ' ' || (a / ${portCount} + 1) else '' end,
        (${agentCurrencies})[1 + (a - 1) % 10], gp.country_id, gp.name,
        'ops@agent' || a || '.example', '+1 555 ' || lpad(a::text, 4, '0')
      from generate_series(1, ${plan.agents}) a
      join gen_port gp on gp.n = 1 + (a - 1) % ${portCount};
  `);

  // Users: the first of each kind has the demo's name, so 'principal', 'agent' and 'operator' sign in.
  await s.exec(`
    insert into users (id, name, display_name, email, kind, entity_id, password_hash, locale)
      select o, case when o = 1 then 'operator' else 'operator' || lpad(o::text, 2, '0') end,
        'Desk Operator ' || o, 'operator' || o || '@desk.example', 'operator', ${OPERATOR_COMPANY_ID},
        '${passwordHash}', case when o % 4 = 0 then 'zh-CN' else 'en-US' end
      from generate_series(1, ${plan.operators}) o;
    insert into users (id, name, display_name, email, kind, entity_id, password_hash, locale)
      select ${principalUserId('p', 'u')},
        case when p = 1 and u = 1 then 'principal' else 'p' || lpad(p::text, 3, '0') || '.' || u end,
        'Principal User ' || p || '-' || u, 'user' || u || '@principal' || p || '.example', 'principal',
        ${principalCompanyId('p')}, '${passwordHash}', case when (p + u) % 5 = 0 then 'zh-CN' else 'en-US' end
      from generate_series(1, ${plan.principals}) p
      cross join generate_series(1, 3) u
      where u <= ${principalUsersOf('p')};
    insert into user_managed_entities (user_id, entity_id)
      select u.id, le.id from users u join entities le on le.parent_id = u.entity_id
      where u.kind = 'principal';
    insert into users (id, name, display_name, email, kind, entity_id, password_hash, locale)
      select ${agentUserId('a', 'u')},
        case when a = 1 and u = 1 then 'agent' else 'a' || lpad(a::text, 3, '0') || '.' || u end,
        'Agent User ' || a || '-' || u, 'user' || u || '@agent' || a || '.example', 'agent',
        ${agentCompanyId('a')}, '${passwordHash}', case when a % 3 = 0 then 'zh-CN' else 'en-US' end
      from generate_series(1, ${plan.agents}) a
      cross join generate_series(1, 2) u;
  `);

  // Bank accounts: one per agent company and per principal legal entity (ids = a, and the entity's id).
  await s.exec(`
    insert into bank_accounts (id, entity_id, bank_name, account_title, account_number, iban, bic_swift,
        currency, country_id, city)
      select case when e.kind = 'agent' then e.id - 10000 else e.id end, e.id,
        (${banks})[1 + e.id % 8], e.name, lpad((e.id * 7919)::text, 12, '0'),
        case when e.currency = 'EUR' then 'NL' || lpad((e.id % 97)::text, 2, '0') || 'ABNA' || lpad(e.id::text, 10, '0') end,
        upper(substr(md5(e.id::text), 1, 4)) || 'SGSG', e.currency, e.country_id, e.city
      from entities e
      where e.kind = 'agent' or (e.kind = 'principal' and e.parent_id is not null);
    insert into charterers (id, entity_id, name, email, country_id)
      select le.id * 10 + c, le.id, (${chartererNames})[1 + (le.id + c * 5) % 12],
        'chartering' || c || '@charterer.example', le.country_id
      from entities le
      cross join generate_series(1, ${CHARTERERS_PER_LEGAL_ENTITY}) c
      where le.kind = 'principal' and le.parent_id is not null;
  `);

  // Vessels with valid IMO check digits (7 to 2 times the first six digits, last digit of the sum).
  await s.exec(`
    insert into vessels (id, name, imo, call_sign, mmsi, flag_country_id, vessel_type_id, gt, nrt, dwt, loa,
        beam, summer_draft, delivered_on, owner_name, operator_name, builder)
      select v.n,
        (${vesselFirst})[1 + v.n % 30] || ' ' || (${vesselSecond})[1 + (v.n / 30) % 30]
          || case when v.n >= 900 then ' ' || (v.n / 900 + 1) else '' end,
        v.body::text || ((substr(v.body::text, 1, 1)::int * 7 + substr(v.body::text, 2, 1)::int * 6
          + substr(v.body::text, 3, 1)::int * 5 + substr(v.body::text, 4, 1)::int * 4
          + substr(v.body::text, 5, 1)::int * 3 + substr(v.body::text, 6, 1)::int * 2) % 10)::text,
        upper(substr(md5('cs' || v.n), 1, 5)), (200000000 + v.n * 37)::text,
        (select id from countries where code = (${flags})[1 + v.n % 12]),
        (select id from vessel_types order by id offset ${pick(seed, 'v.n', 2, 10)} limit 1),
        round(v.gt::numeric, 2), round((v.gt * 0.55)::numeric, 2), round((v.gt * 1.7)::numeric, 2),
        round((90 + sqrt(v.gt) * 0.9)::numeric, 2), round((15 + sqrt(v.gt) * 0.12)::numeric, 2),
        round((6 + sqrt(v.gt) * 0.035)::numeric, 2),
        (date '1998-01-01' + ${pick(seed, 'v.n', 3, 9000)})::date,
        'Owner of vessel ' || v.n, 'Operator of vessel ' || v.n, 'Yard ' || (1 + v.n % 40)
      from (
        select n, 910000 + n * 7 as body, 3000 + ${rnd(seed, 'n', 4)} * ${rnd(seed, 'n', 5)} * 150000 as gt
        from generate_series(1, ${plan.vessels}) n
      ) v;
  `);
}
