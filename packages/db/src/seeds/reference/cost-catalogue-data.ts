/**
 * The bilingual cost-item catalogue. Codes are stable (DAs refer to items by id, imports and
 * reports by code). Tonnage-based items are charged per GT/NT, so comparisons scale by tonnage.
 */
export interface CatalogueItem {
  code: string;
  en: string;
  zh: string;
  tonnage?: boolean;
}
export interface CatalogueCategory {
  code: string;
  grouping: 'agency_remuneration' | 'port_costs';
  en: string;
  zh: string;
  items: CatalogueItem[];
}

const item = (code: string, en: string, zh: string, tonnage = false): CatalogueItem => ({
  code,
  en,
  zh,
  tonnage,
});

export const costCatalogue: CatalogueCategory[] = [
  {
    code: 'AGENCY_REMUNERATION',
    grouping: 'agency_remuneration',
    en: 'Agency remuneration',
    zh: '代理费',
    items: [
      item('AGENCY_FEE', 'Agency fee', '代理费'),
      item('AGENCY_ATTENDANCE', 'Boarding and attendance fee', '登轮及现场服务费'),
      item('AGENCY_OVERTIME', 'Agency overtime attendance', '代理加班服务费'),
      item('AGENCY_DOCUMENTATION', 'Documentation fee', '单证费'),
      item('AGENCY_TRANSPORT', "Agent's transportation", '代理交通费'),
    ],
  },
  {
    code: 'PORT_DUES',
    grouping: 'port_costs',
    en: 'Port dues',
    zh: '港务费',
    items: [
      item('PORT_DUES_VESSEL', 'Port dues on vessel', '船舶港务费', true),
      item('PORT_DUES_CARGO', 'Port dues on cargo', '货物港务费'),
      item('PORT_SECURITY_FEE', 'Port facility security fee (ISPS)', '港口设施保安费'),
    ],
  },
  {
    code: 'PILOTAGE',
    grouping: 'port_costs',
    en: 'Pilotage',
    zh: '引航费',
    items: [
      item('PILOTAGE_IN', 'Pilotage inward', '进港引航费', true),
      item('PILOTAGE_OUT', 'Pilotage outward', '出港引航费', true),
      item('PILOTAGE_SHIFTING', 'Pilotage for shifting', '移泊引航费', true),
      item('PILOTAGE_SURCHARGE', 'Pilotage night / holiday surcharge', '引航夜间及节假日附加费'),
      item('PILOT_BOAT', 'Pilot boat', '引航艇费'),
    ],
  },
  {
    code: 'TOWAGE',
    grouping: 'port_costs',
    en: 'Towage',
    zh: '拖轮费',
    items: [
      item('TOWAGE_IN', 'Towage inward', '进港拖轮费'),
      item('TOWAGE_OUT', 'Towage outward', '出港拖轮费'),
      item('TOWAGE_SHIFTING', 'Towage for shifting', '移泊拖轮费'),
      item('TOWAGE_STANDBY', 'Tug standby', '拖轮待命费'),
    ],
  },
  {
    code: 'MOORING',
    grouping: 'port_costs',
    en: 'Mooring / unmooring',
    zh: '系解缆费',
    items: [
      item('MOORING', 'Mooring', '系缆费'),
      item('UNMOORING', 'Unmooring', '解缆费'),
      item('MOORING_SHIFTING', 'Mooring and unmooring for shifting', '移泊系解缆费'),
    ],
  },
  {
    code: 'LAUNCH_HIRE',
    grouping: 'port_costs',
    en: 'Launch hire',
    zh: '交通艇费',
    items: [
      item('LAUNCH_AGENT', 'Launch hire for agent and authorities', '代理及联检交通艇费'),
      item('LAUNCH_CREW', 'Launch hire for crew', '船员交通艇费'),
      item('LAUNCH_SUPPLIES', 'Launch hire for stores and spares', '物料备件交通艇费'),
    ],
  },
  {
    code: 'LIGHT_DUES',
    grouping: 'port_costs',
    en: 'Light dues',
    zh: '灯塔费',
    items: [
      item('LIGHT_DUES', 'Light dues', '灯塔费', true),
      item('BUOYAGE_DUES', 'Buoyage and navigation aid dues', '航标费', true),
      item('VTS_FEE', 'Vessel traffic service (VTS) fee', '船舶交通管理服务费', true),
    ],
  },
  {
    code: 'TONNAGE_DUES',
    grouping: 'port_costs',
    en: 'Tonnage dues',
    zh: '船舶吨税',
    items: [
      item('TONNAGE_DUES_30D', 'Tonnage dues, 30-day certificate', '船舶吨税（30天执照）', true),
      item('TONNAGE_DUES_90D', 'Tonnage dues, 90-day certificate', '船舶吨税（90天执照）', true),
      item('TONNAGE_DUES_1Y', 'Tonnage dues, 1-year certificate', '船舶吨税（1年执照）', true),
    ],
  },
  {
    code: 'BERTH_WHARFAGE',
    grouping: 'port_costs',
    en: 'Berth dues / wharfage',
    zh: '停泊费/码头费',
    items: [
      item('BERTH_DUES', 'Berth dues', '停泊费', true),
      item('ANCHORAGE_DUES', 'Anchorage dues', '锚地停泊费', true),
      item('WHARFAGE', 'Wharfage', '码头费'),
      item('BERTH_RESERVATION', 'Berth reservation', '泊位预订费'),
    ],
  },
  {
    code: 'CARGO',
    grouping: 'port_costs',
    en: 'Cargo-related charges',
    zh: '货物相关费用',
    items: [
      item('STEVEDORING', 'Stevedoring', '装卸费'),
      item('TALLY', 'Tally', '理货费'),
      item('DRAFT_SURVEY', 'Draft survey', '水尺计重费'),
      item('HOLD_INSPECTION', 'Hold inspection', '验舱费'),
      item('HOLD_CLEANING', 'Hold cleaning', '清舱费'),
      item('LASHING', 'Lashing and securing', '绑扎加固费'),
    ],
  },
  {
    code: 'CANAL',
    grouping: 'port_costs',
    en: 'Canal charges',
    zh: '运河费用',
    items: [
      item('CANAL_TRANSIT_DUES', 'Canal transit dues', '运河通行费', true),
      item('CANAL_TUG_ESCORT', 'Canal tug escort', '运河护航拖轮费'),
      item('CANAL_MOORING_CREW', 'Canal mooring crew and boats', '运河系缆工及缆艇费'),
      item('CANAL_SEARCHLIGHT', 'Searchlight hire', '探照灯租用费'),
      item('CANAL_AGENCY_EXTRA', 'Canal transit documentation', '运河通行单证费'),
    ],
  },
  {
    code: 'CREW',
    grouping: 'port_costs',
    en: 'Crew expenses',
    zh: '船员费用',
    items: [
      item('CREW_CHANGE', 'Crew change handling', '船员换班服务费'),
      item('CREW_TRANSPORT', 'Crew transportation', '船员交通费'),
      item('CREW_VISA', 'Visa and immigration', '签证及出入境费'),
      item('CREW_HOTEL', 'Crew hotel accommodation', '船员住宿费'),
      item('CREW_MEDICAL', 'Medical attendance', '船员就医费'),
    ],
  },
  {
    code: 'HUSBANDRY',
    grouping: 'port_costs',
    en: 'Husbandry',
    zh: '船务杂项服务',
    items: [
      item('FRESH_WATER', 'Fresh water supply', '淡水供应费'),
      item('GARBAGE_DISPOSAL', 'Garbage disposal', '垃圾处理费'),
      item('SLUDGE_DISPOSAL', 'Sludge and bilge water disposal', '油污水处理费'),
      item('SPARES_DELIVERY', 'Spare parts clearance and delivery', '备件清关及转递费'),
      item('CASH_TO_MASTER', 'Cash to master handling', '船长借支手续费'),
      item('PROVISIONS_DELIVERY', 'Stores and provisions delivery', '物料伙食转递费'),
    ],
  },
  {
    code: 'COMMUNICATION',
    grouping: 'port_costs',
    en: 'Communication',
    zh: '通讯费',
    items: [
      item('COMMUNICATION', 'Telephone, e-mail and internet', '电话、邮件及网络费'),
      item('COURIER', 'Courier and postage', '快递及邮寄费'),
      item('PORT_RADIO', 'Port radio / VHF', '港口无线电费'),
    ],
  },
  {
    code: 'BANK_CHARGES',
    grouping: 'port_costs',
    en: 'Bank charges',
    zh: '银行手续费',
    items: [
      item('BANK_REMITTANCE', 'Remittance charges', '汇款手续费'),
      item('BANK_INTERMEDIARY', 'Intermediary bank charges', '中间行费用'),
      item('BANK_CONVERSION', 'Currency conversion charges', '货币兑换费用'),
    ],
  },
  {
    code: 'MISCELLANEOUS',
    grouping: 'port_costs',
    en: 'Miscellaneous',
    zh: '杂费',
    items: [
      item('QUARANTINE', 'Quarantine and free pratique', '检疫费'),
      item('CLEARANCE', 'Customs and immigration clearance', '海关及边检手续费'),
      item('AUTHORITIES_OVERTIME', "Authorities' overtime", '联检加班费'),
      item('GANGWAY_WATCHMEN', 'Gangway watchmen / security', '舷梯值守及保安费'),
      item('CERTIFICATES', 'Documents and certificates', '单证及证书费'),
      item('MISC_OTHER', 'Other charges', '其他费用'),
    ],
  },
];
