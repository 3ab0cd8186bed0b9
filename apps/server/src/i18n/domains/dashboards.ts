/** Server messages of the dashboards domain; both languages have the same keys (catalogues.test.ts). */
export const dashboardsEnUS = {
  'dashboards.monthInvalid': '{field} must be a month written as YYYY-MM',
  'dashboards.periodOrder': '{field} must not be later than the end of the period',
  'dashboards.periodTooLong': 'The period may cover at most 36 months',
  'field.from': 'Period from',
  'field.to': 'Period to',
  'field.document': 'Document',
  'field.top': 'Rows per breakdown',
  'field.tz': 'Time zone offset',
} as const;

export const dashboardsZhCN: Record<keyof typeof dashboardsEnUS, string> = {
  'dashboards.monthInvalid': '{field}须为 YYYY-MM 格式的月份',
  'dashboards.periodOrder': '{field}不能晚于统计期间的结束月份',
  'dashboards.periodTooLong': '统计期间最长为 36 个月',
  'field.from': '起始月份',
  'field.to': '结束月份',
  'field.document': '账单类型',
  'field.top': '每项明细行数',
  'field.tz': '时区偏移',
};
