import type { Cargo, Fleet } from './world.ts';

/**
 * The demo principals' fleets: the demo seed's vessels, each with the cargoes it carries and the
 * ports (with the seed's terminals) where the demo agents attend it.
 */
const ironOre = (ports: Record<string, string | null>): Cargo => ({
  commodity: 'iron_ore',
  unit: 'MT',
  quantity: [162_000, 177_000],
  activity: 'discharging',
  ports,
  tradePorts: ['AUPHE', 'BRVIX', 'ZARCB'],
  charterers: ['Minas Iron Ore Exports S.A.'],
});

export const fleets: Record<'oceanic' | 'northern', Fleet> = {
  oceanic: {
    creators: ['principal'],
    legalEntities: ['Oceanic Bulk Carriers Pte. Ltd.', 'Oceanic Bulk Carriers (Hong Kong) Ltd.'],
    currency: 'USD',
    refundAccounts: { EUR: 'Oceanic Bulk Carriers (Hong Kong) Ltd. - EUR' },
    vessels: [
      {
        name: 'Ocean Harmony',
        code: 'OH',
        gt: 93_031,
        trade: 'bulk',
        cargoes: [
          ironOre({
            CNTAO: 'Dongjiakou Ore Terminal',
            CNSHA: 'Luojing Ore Terminal',
            NLRTM: 'EMO Bulk Terminal',
          }),
        ],
      },
      {
        name: 'Golden Harvest',
        code: 'GH',
        gt: 44_360,
        trade: 'bulk',
        cargoes: [
          {
            commodity: 'soybeans',
            unit: 'MT',
            quantity: [64_000, 72_500],
            activity: 'discharging',
            ports: { CNTAO: null, CNNGB: null },
            tradePorts: ['BRSSZ', 'BRPNG', 'USMSY'],
            charterers: ['华海粮油贸易有限公司 Huahai Grain & Oil Trading Co., Ltd.'],
            legalEntity: 'Oceanic Bulk Carriers (Hong Kong) Ltd.',
          },
          {
            commodity: 'coal',
            unit: 'MT',
            quantity: [70_000, 76_000],
            activity: 'discharging',
            ports: { CNNGB: null, CNSHA: null },
            tradePorts: ['AUNTL', 'AUGLT', 'IDSRI'],
            charterers: [],
          },
          {
            commodity: 'maize',
            unit: 'MT',
            quantity: [66_000, 73_000],
            activity: 'discharging',
            ports: { NLRTM: null, BEANR: null },
            tradePorts: ['BRSSZ', 'ARROS', 'USMSY'],
            charterers: ['Pacific Grain Trading Pte. Ltd.'],
          },
        ],
      },
      {
        name: 'Orient Sky',
        code: 'OS',
        gt: 24_200,
        trade: 'bulk',
        cargoes: [
          {
            commodity: 'steel_products',
            unit: 'MT',
            quantity: [26_000, 33_500],
            activity: 'loading',
            ports: { CNSHA: null, CNTAO: null },
            tradePorts: ['VNSGN', 'PHMNL', 'MYPKG'],
            charterers: ['Kowloon Steel Traders Ltd.'],
            legalEntity: 'Oceanic Bulk Carriers (Hong Kong) Ltd.',
          },
          {
            commodity: 'steel_products',
            unit: 'MT',
            quantity: [24_000, 31_000],
            activity: 'loading',
            ports: { BEANR: null, DEHAM: null },
            tradePorts: ['USMOB', 'USHOU', 'ESALG'],
            charterers: [],
          },
        ],
      },
      {
        name: 'Pacific Pioneer',
        code: 'PP',
        gt: 34_456,
        trade: 'bulk',
        cargoes: [
          {
            commodity: 'grain',
            unit: 'MT',
            quantity: [52_000, 56_500],
            activity: 'discharging',
            ports: { NLRTM: null, BEANR: null },
            tradePorts: ['BRSSZ', 'ARROS', 'USMSY'],
            charterers: ['Pacific Grain Trading Pte. Ltd.'],
          },
          {
            commodity: 'coal',
            unit: 'MT',
            quantity: [54_000, 57_000],
            activity: 'discharging',
            ports: { DEHAM: 'Hansaport', NLRTM: 'EMO Bulk Terminal' },
            tradePorts: ['ZARCB', 'USMOB', 'AUNTL'],
            charterers: ['Hanseatic Coal & Energy GmbH'],
          },
          {
            commodity: 'soybeans',
            unit: 'MT',
            quantity: [55_000, 58_500],
            activity: 'discharging',
            ports: { CNTAO: null, CNNGB: null },
            tradePorts: ['BRSSZ', 'BRPNG'],
            charterers: ['华海粮油贸易有限公司 Huahai Grain & Oil Trading Co., Ltd.'],
            legalEntity: 'Oceanic Bulk Carriers (Hong Kong) Ltd.',
          },
        ],
      },
      {
        name: 'Rhine Trader',
        code: 'RT',
        gt: 8_999,
        trade: 'bulk',
        cargoes: [
          {
            commodity: 'steel_products',
            unit: 'MT',
            quantity: [8_200, 11_400],
            activity: 'loading',
            ports: { BEANR: null, DEHAM: null },
            tradePorts: ['GBTEE', 'PLGDN', 'SEGOT'],
            charterers: [],
          },
        ],
      },
    ],
  },
  northern: {
    creators: ['principal2', 'principal2', 'principal3'],
    legalEntities: ['Northern Tankers AS'],
    currency: 'USD',
    refundAccounts: {},
    vessels: [
      {
        name: 'Nordic Aurora',
        code: 'NA',
        gt: 156_933,
        trade: 'tanker',
        cargoes: [
          {
            commodity: 'crude_oil',
            unit: 'MT',
            quantity: [268_000, 284_000],
            activity: 'discharging',
            ports: { CNTAO: 'Huangdao Oil Terminal', CNNGB: null, NLRTM: null },
            tradePorts: ['AEFJR', 'OMSOH', 'USCRP'],
            charterers: ['Gulf Petrochem Trading FZE'],
          },
        ],
      },
      {
        name: 'Coral Chemist',
        code: 'CC',
        gt: 11_729,
        trade: 'tanker',
        cargoes: [
          {
            commodity: 'chemicals',
            unit: 'MT',
            quantity: [15_500, 18_900],
            activity: 'discharging',
            ports: { CNNGB: 'Zhenhai Liquid Chemical Terminal', CNSHA: null, BEANR: null, NLRTM: null },
            tradePorts: ['KRUSN', 'SGSIN', 'TWKHH'],
            charterers: ['Gulf Petrochem Trading FZE'],
          },
        ],
      },
      {
        name: 'Liberty Dawn',
        code: 'LD',
        gt: 81_502,
        trade: 'tanker',
        cargoes: [
          {
            commodity: 'crude_oil',
            unit: 'MT',
            quantity: [132_000, 141_000],
            activity: 'discharging',
            ports: { NLRTM: null, DEHAM: null, CNTAO: 'Huangdao Oil Terminal' },
            tradePorts: ['NOMON', 'USCRP', 'USHOU'],
            charterers: ['Nordic Refining ASA'],
          },
        ],
      },
      {
        name: 'Aegean Spirit',
        code: 'AS',
        gt: 62_775,
        trade: 'tanker',
        cargoes: [
          {
            commodity: 'dirty_products',
            unit: 'MT',
            quantity: [96_000, 104_500],
            activity: 'discharging',
            ports: { NLRTM: null, BEANR: null },
            tradePorts: ['USHOU', 'ESALG', 'EGPSD'],
            charterers: ['Gulf Petrochem Trading FZE', 'Nordic Refining ASA'],
          },
        ],
      },
      {
        name: 'Arctic Pearl',
        code: 'AP',
        gt: 113_490,
        trade: 'gas',
        cargoes: [
          {
            commodity: 'lng',
            unit: 'M3',
            quantity: [158_000, 168_000],
            activity: 'discharging',
            ports: { NLRTM: 'Gate LNG Terminal' },
            tradePorts: ['USGLS', 'NOHAU'],
            charterers: [],
          },
        ],
      },
    ],
  },
};
