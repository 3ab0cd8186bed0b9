import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { ports, terminals, terminalTypes } from '../schema/index.ts';

/**
 * Demo terminals of major ports, so port details and port calls have something real to show.
 * Ports are found by UN/LOCODE and terminal types by code at seed time; a port or type the
 * reference data lacks is skipped (the terminal) or left empty (the type), never an error.
 * Figures are typical published particulars, for demonstration; operators keep them current.
 */
interface DemoTerminal {
  unlocode: string;
  name: string;
  type: string;
  information: string;
}

const demoTerminals: DemoTerminal[] = [
  {
    unlocode: 'CNSHA',
    name: 'Yangshan Deep-Water Port Phase IV',
    type: 'container',
    information:
      'Automated container terminal on Xiaoyangshan island, reached by road over the 32.5 km Donghai Bridge.\nQuay 2,350 m, 7 berths, alongside depth 16.0 m; ships up to 24,000 TEU.\nPilotage compulsory (Yangshan pilot station). Works 24 hours, 7 days.\nExport container cut-off: 24 hours before vessel ETA; VGM required before gate-in.',
  },
  {
    unlocode: 'CNSHA',
    name: 'Waigaoqiao Phase V Container Terminal',
    type: 'container',
    information:
      'Pudong, south bank of the Yangtze estuary. Quay 1,250 m, alongside depth 13.2 m.\nMaximum arrival draft governed by the Yangtze deep-water channel (12.5 m); tidal windows apply to deep-draft ships.\nCustoms inspection area on site; reefer points 1,200.',
  },
  {
    unlocode: 'CNSHA',
    name: 'Luojing Ore Terminal',
    type: 'dry_bulk',
    information:
      'Iron ore and coal discharge on the Yangtze, Baoshan district. 2 berths for ships up to 200,000 dwt (part-laden).\nGrab unloaders 4 x 2,500 t/h. Transhipment to barges available.\nNotice of readiness accepted at Baoshan anchorage.',
  },
  {
    unlocode: 'CNTAO',
    name: 'Qianwan Container Terminal',
    type: 'container',
    information:
      'Huangdao side of Jiaozhou Bay. Quay 3,400 m, 10 berths, depth 17.5 m.\nTwo automated berths with remote-controlled quay cranes. Works 24 hours.\nFree time for import containers: 4 days.',
  },
  {
    unlocode: 'CNTAO',
    name: 'Dongjiakou Ore Terminal',
    type: 'dry_bulk',
    information:
      'Open-sea ore terminal south-west of Qingdao. Berth for VLOCs up to 400,000 dwt, depth 25 m.\nShip unloaders 3 x 3,000 t/h; stockyard 10 million t.\nSwell can stop operations in strong south-easterlies; berthing by daylight only.',
  },
  {
    unlocode: 'CNTAO',
    name: 'Huangdao Oil Terminal',
    type: 'liquid_bulk',
    information:
      'Crude oil import jetty for VLCCs up to 300,000 dwt, depth 21 m.\nLoading arms 4 x 16 inch; manifold per OCIMF. Shore tankage connected to the Sinopec refinery.\nHot work and bunkering alongside prohibited; tugs: 3 required for berthing.',
  },
  {
    unlocode: 'CNNGB',
    name: 'Beilun Container Terminal',
    type: 'container',
    information:
      'Beilun district, deep-water approach through Xiazhimen channel (depth 22 m).\nQuay 3,700 m, 10 berths, depth 15.5 m. Works 24 hours.\nEmpty container depot and customs inspection on site.',
  },
  {
    unlocode: 'CNNGB',
    name: 'Meishan Island International Container Terminal',
    type: 'container',
    information:
      'Meishan island, east of Beilun. 5 berths for ships up to 24,000 TEU, depth 17.5 m.\nRemote-operated quay cranes; gate appointments required for trucks.',
  },
  {
    unlocode: 'CNNGB',
    name: 'Zhenhai Liquid Chemical Terminal',
    type: 'liquid_bulk',
    information:
      'Chemicals and oil products, 6 berths for tankers up to 50,000 dwt, depth 12 m.\nNitrogen purging and vapour return available. Cargo samples taken by an independent surveyor before discharge.',
  },
  {
    unlocode: 'SGSIN',
    name: 'Tuas Port',
    type: 'container',
    information:
      'Automated mega-port at the western end of Singapore, opening in phases.\nDepth 23 m; automated yard cranes and driverless prime movers.\nPilotage compulsory for ships over 300 GT; boarding at the Western Pilot Boarding Ground.',
  },
  {
    unlocode: 'SGSIN',
    name: 'Pasir Panjang Terminal',
    type: 'container',
    information:
      'PSA container terminal west of the city, 40+ berths, depth up to 18 m.\nTranshipment hub: connecting services on the same quay. Works 24 hours.\nBerth applications through PORTNET at least 24 hours before arrival.',
  },
  {
    unlocode: 'SGSIN',
    name: 'Jurong Port',
    type: 'multipurpose',
    information:
      'Bulk, break-bulk and project cargo, 32 berths, depth up to 15.7 m.\nCement and steel specialists; covered storage 500,000 m2.\nQuarantine and cargo-inspection area for livestock and plants.',
  },
  {
    unlocode: 'NLRTM',
    name: 'Rotterdam World Gateway (Maasvlakte II)',
    type: 'container',
    information:
      'Automated container terminal on Maasvlakte II. Quay 1,700 m, depth 20 m, no tidal restriction.\nDeep-sea and feeder berths; rail terminal on site.\nPilotage compulsory from the Maas Center pilot station.',
  },
  {
    unlocode: 'NLRTM',
    name: 'ECT Delta Terminal',
    type: 'container',
    information:
      "Maasvlakte I, Europe's largest container terminal by area. Depth 16.6 m.\nBarge service centre for inland shipping. Customs scan facility on the terminal.",
  },
  {
    unlocode: 'NLRTM',
    name: 'EMO Bulk Terminal',
    type: 'dry_bulk',
    information:
      'Coal and iron ore, Maasvlakte. Berths for Capesize ships, depth 23 m.\nUnloaders 7 x 2,500 t/h; stockyard 7 million t. Onward transport by barge, rail and conveyor.',
  },
  {
    unlocode: 'NLRTM',
    name: 'Gate LNG Terminal',
    type: 'lng_lpg',
    information:
      'LNG import terminal at Maasvlakte. 3 jetties for carriers up to 267,000 m3 (Q-Max) and small-scale bunkering vessels.\nShip-shore compatibility study required before a first call. Tugs: 4 for Q-Flex/Q-Max.',
  },
  {
    unlocode: 'DEHAM',
    name: 'Container Terminal Burchardkai',
    type: 'container',
    information:
      'Largest terminal of the port, Waltershof. Quay 2,850 m, 9 berths, depth 16.7 m.\nElbe tidal window: ships over 13.5 m fresh-water draft plan arrival with the pilot.\nRail terminal with 9 tracks.',
  },
  {
    unlocode: 'DEHAM',
    name: 'Container Terminal Altenwerder',
    type: 'container',
    information:
      'Automated terminal with driverless AGVs, quay 1,400 m, 4 berths, depth 16.7 m.\nShips over 330 m length turn at the Waltershof turning basin.',
  },
  {
    unlocode: 'DEHAM',
    name: 'Hansaport',
    type: 'dry_bulk',
    information:
      'Ore and coal terminal, depth 15.2 m, for ships up to 175,000 dwt (part-laden on the Elbe draft).\nGrab unloaders 4 x 2,000 t/h; rail loading to the steelworks.',
  },
  {
    unlocode: 'AUPHE',
    name: 'Nelson Point',
    type: 'dry_bulk',
    information:
      'Iron ore export, 4 berths. Ship loaders up to 12,000 t/h.\nDeparture draft set by the tide through the 42 km channel: the Harbour Master issues the under-keel clearance for each sailing.\nCyclone season November to April: ships leave the port on a cyclone warning.',
  },
  {
    unlocode: 'AUPHE',
    name: 'Finucane Island',
    type: 'dry_bulk',
    information:
      'Iron ore export, 4 berths for Capesize and VLOC ships.\nTidal sailing windows; pilot boards by helicopter.\nShips must arrive with holds clean and dry for iron ore fines (IMSBC Code Group A).',
  },
  {
    unlocode: 'AUPHE',
    name: 'Utah Point Bulk Handling Facility',
    type: 'dry_bulk',
    information:
      'Multi-user berth for junior miners: iron ore, manganese, lithium concentrate.\nShip loader 4,000 t/h; Handymax to Panamax ships. Stockpile booking through the port authority.',
  },
  {
    unlocode: 'BRSSZ',
    name: 'Santos Brasil Tecon',
    type: 'container',
    information:
      'Left bank (Guarujá). Quay 1,510 m, depth 15 m. Reefer points 3,000 for fruit and meat exports.\nPilotage compulsory; channel depth 15 m, night navigation permitted.',
  },
  {
    unlocode: 'BRSSZ',
    name: 'Terminal Exportador do Guarujá',
    type: 'dry_bulk',
    information:
      'Grain and soybean meal exports, 2 berths, depth 14.2 m.\nShip loaders 2 x 1,500 t/h. Loading stops in rain: allow for weather delays from December to March.',
  },
  {
    unlocode: 'BRSSZ',
    name: 'Alemoa Liquid Bulk Terminal',
    type: 'liquid_bulk',
    information:
      'Ethanol, fuels and chemicals on the right bank. 4 berths for tankers up to 45,000 dwt.\nSupervision by ANP; cargo documents (DCE) needed before discharge.',
  },
  {
    unlocode: 'USHOU',
    name: 'Barbours Cut Container Terminal',
    type: 'container',
    information:
      'La Porte, on the Houston Ship Channel. 7 berths, depth 14.3 m.\nShip channel transit about 3 hours from Bolivar Roads; Houston Pilots board at the sea buoy.\nCBP advance manifest (24-hour rule) for import cargo.',
  },
  {
    unlocode: 'USHOU',
    name: 'Bayport Container Terminal',
    type: 'container',
    information:
      'Pasadena, newest container terminal of Port Houston. 4 berths, depth 14.3 m.\nTruck gates by appointment; cruise terminal shares the channel approach.',
  },
  {
    unlocode: 'USHOU',
    name: 'Jacintoport Terminal',
    type: 'general_cargo',
    information:
      'Break-bulk, steel and project cargo. 3 berths, depth 12.2 m; covered storage 70,000 m2.\nHeavy-lift cranes by arrangement; rail spur on site.',
  },
];

/** Inserts the demo terminals; ones that already exist (same port and name) are left alone. */
export async function seedDemoTerminals(db: Db): Promise<number> {
  const codes = [...new Set(demoTerminals.map((terminal) => terminal.unlocode))];
  const typeCodes = [...new Set(demoTerminals.map((terminal) => terminal.type))];
  const [portRows, typeRows] = await Promise.all([
    db.select({ id: ports.id, unlocode: ports.unlocode }).from(ports).where(inArray(ports.unlocode, codes)),
    db
      .select({ id: terminalTypes.id, code: terminalTypes.code })
      .from(terminalTypes)
      .where(inArray(terminalTypes.code, typeCodes)),
  ]);
  const portIds = new Map(portRows.map((row) => [row.unlocode, row.id]));
  const typeIds = new Map(typeRows.map((row) => [row.code, row.id]));
  const values = demoTerminals.flatMap((terminal) => {
    const portId = portIds.get(terminal.unlocode);
    if (portId === undefined) return [];
    return [
      {
        portId,
        name: terminal.name,
        terminalTypeId: typeIds.get(terminal.type) ?? null,
        information: terminal.information,
      },
    ];
  });
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(terminals)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: terminals.id });
  return inserted.length;
}
