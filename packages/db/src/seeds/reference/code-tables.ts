import type { Db } from '../../client.ts';
import {
  activityTypes,
  canalTransitTypes,
  commodities,
  crewingOptions,
  terminalTypes,
  units,
  vesselTypes,
} from '../../schema/index.ts';
import { changedRows, excluded } from './batch.ts';

/** [code, English, Chinese]; the position gives the sort order. */
type Entry = readonly [code: string, en: string, zh: string];

export const terminalTypeEntries: Entry[] = [
  ['container', 'Container terminal', '集装箱码头'],
  ['dry_bulk', 'Dry bulk terminal', '干散货码头'],
  ['liquid_bulk', 'Liquid bulk / tanker terminal', '液体散货（油轮）码头'],
  ['lng_lpg', 'LNG / LPG terminal', '液化天然气/液化石油气码头'],
  ['ro_ro', 'Ro-Ro terminal', '滚装码头'],
  ['general_cargo', 'General cargo terminal', '件杂货码头'],
  ['multipurpose', 'Multipurpose terminal', '多用途码头'],
  ['passenger_cruise', 'Passenger / cruise terminal', '客运/邮轮码头'],
  ['offshore', 'Offshore supply base', '海工补给基地'],
  ['anchorage', 'Anchorage / buoy mooring', '锚地/浮筒系泊'],
  ['shipyard', 'Shipyard / repair berth', '船厂/修船码头'],
];

export const unitEntries: Entry[] = [
  ['MT', 'Metric tonnes (MT)', '公吨'],
  ['LT', 'Long tons (LT)', '长吨'],
  ['M3', 'Cubic metres (m³)', '立方米'],
  ['CBM', 'Cubic metres, freight (CBM)', '计费立方米'],
  ['TEU', 'TEU', '标准箱 (TEU)'],
  ['FEU', 'FEU', '四十英尺箱 (FEU)'],
  ['UNITS', 'Units', '件/台'],
  ['BBL', 'Barrels (bbl)', '桶'],
  ['KL', 'Kilolitres (kl)', '千升'],
  ['PAX', 'Passengers', '人次'],
  ['LANE_M', 'Lane metres', '车道米'],
];

export const commodityEntries: Entry[] = [
  ['iron_ore', 'Iron ore', '铁矿石'],
  ['coal', 'Coal', '煤炭'],
  ['grain', 'Grain', '粮食'],
  ['wheat', 'Wheat', '小麦'],
  ['maize', 'Maize (corn)', '玉米'],
  ['soybeans', 'Soybeans', '大豆'],
  ['bauxite', 'Bauxite', '铝土矿'],
  ['nickel_ore', 'Nickel ore', '镍矿'],
  ['steel_products', 'Steel products', '钢材'],
  ['scrap_metal', 'Scrap metal', '废钢'],
  ['fertilizer', 'Fertilizer', '化肥'],
  ['cement', 'Cement / clinker', '水泥/熟料'],
  ['woodchips', 'Wood chips', '木片'],
  ['logs', 'Logs / timber', '原木/木材'],
  ['sugar', 'Sugar', '糖'],
  ['crude_oil', 'Crude oil', '原油'],
  ['clean_products', 'Clean petroleum products', '成品油（清洁油）'],
  ['dirty_products', 'Fuel oil / dirty products', '燃料油（黑油）'],
  ['chemicals', 'Liquid chemicals', '液体化学品'],
  ['vegetable_oil', 'Vegetable oil', '植物油'],
  ['lng', 'LNG', '液化天然气'],
  ['lpg', 'LPG', '液化石油气'],
  ['containers', 'Containers', '集装箱'],
  ['vehicles', 'Vehicles', '车辆'],
  ['project_cargo', 'Project / heavy-lift cargo', '项目/重大件货物'],
  ['general_cargo', 'General cargo', '件杂货'],
  ['ballast', 'In ballast (no cargo)', '空载压舱（无货）'],
];

/** Exactly SPEC.md section 3 'Purposes/activities'. */
export const activityTypeEntries: Entry[] = [
  ['loading', 'Loading', '装货'],
  ['discharging', 'Discharging', '卸货'],
  ['canal_transit', 'Canal transit', '运河通行'],
  ['bunkering', 'Bunkering', '加油'],
  ['non_commercial', 'Non-commercial', '非商业性挂靠'],
  ['drydock_repair', 'Drydock / repair', '坞修/修理'],
  ['turnaround', 'Turnaround', '周转（首尾港）'],
  ['crewing', 'Crewing', '船员事务'],
  ['purchasing', 'Purchasing', '采购'],
  ['technical', 'Technical', '技术服务'],
  ['cruise_transit', 'Cruise transit', '邮轮过境'],
  ['others', 'Others', '其他'],
];

export const canalTransitTypeEntries: Entry[] = [
  ['suez_northbound', 'Suez Canal northbound', '苏伊士运河北行'],
  ['suez_southbound', 'Suez Canal southbound', '苏伊士运河南行'],
  ['panama_northbound', 'Panama Canal northbound', '巴拿马运河北行'],
  ['panama_southbound', 'Panama Canal southbound', '巴拿马运河南行'],
  ['kiel', 'Kiel Canal', '基尔运河'],
  ['corinth', 'Corinth Canal', '科林斯运河'],
  ['bosphorus', 'Turkish Straits (Bosphorus / Dardanelles)', '土耳其海峡（博斯普鲁斯/达达尼尔）'],
  ['st_lawrence', 'St. Lawrence Seaway', '圣劳伦斯航道'],
  ['volga_don', 'Volga-Don Canal', '伏尔加-顿河运河'],
];

export const crewingOptionEntries: Entry[] = [
  ['sign_on', 'Sign on', '上船'],
  ['sign_off', 'Sign off', '下船'],
  ['sign_on_and_off', 'Sign on and off', '上下船（换班）'],
];

export const vesselTypeEntries: Entry[] = [
  ['bulk_carrier', 'Bulk carrier', '散货船'],
  ['ore_carrier', 'Ore carrier', '矿砂船'],
  ['crude_oil_tanker', 'Crude oil tanker', '原油船'],
  ['product_tanker', 'Product tanker', '成品油船'],
  ['chemical_tanker', 'Chemical tanker', '化学品船'],
  ['container_ship', 'Container ship', '集装箱船'],
  ['general_cargo', 'General cargo ship', '杂货船'],
  ['multipurpose', 'Multipurpose vessel', '多用途船'],
  ['lng_carrier', 'LNG carrier', '液化天然气船'],
  ['lpg_carrier', 'LPG carrier', '液化石油气船'],
  ['car_carrier', 'Car carrier (PCTC)', '汽车运输船'],
  ['ro_ro', 'Ro-Ro cargo ship', '滚装船'],
  ['reefer', 'Reefer', '冷藏船'],
  ['passenger', 'Passenger / cruise ship', '客船/邮轮'],
  ['heavy_lift', 'Heavy-lift vessel', '重吊船'],
  ['offshore_supply', 'Offshore supply vessel', '海工供应船'],
  ['tug', 'Tug', '拖轮'],
];

const tables = [
  [terminalTypes, terminalTypeEntries],
  [units, unitEntries],
  [commodities, commodityEntries],
  [activityTypes, activityTypeEntries],
  [canalTransitTypes, canalTransitTypeEntries],
  [crewingOptions, crewingOptionEntries],
  [vesselTypes, vesselTypeEntries],
] as const;

/** The code tables are owned by the code, not by users: a re-seed brings names and order up to date. */
export async function seedCodeTables(db: Db): Promise<void> {
  for (const [table, entries] of tables) {
    const wanted = entries.map(([code, nameEn, nameZh], index) => ({
      code,
      nameEn,
      nameZh,
      sortOrder: index + 1,
    }));
    const existing = await db
      .select({ code: table.code, nameEn: table.nameEn, nameZh: table.nameZh, sortOrder: table.sortOrder })
      .from(table);
    const rows = changedRows(wanted, existing, 'code', ['nameEn', 'nameZh', 'sortOrder']);
    if (rows.length === 0) continue;
    await db
      .insert(table)
      .values(rows)
      .onConflictDoUpdate({
        target: table.code,
        set: { nameEn: excluded('name_en'), nameZh: excluded('name_zh'), sortOrder: excluded('sort_order') },
      });
  }
}
