/** Server messages of the lookups domain; both languages have the same keys (catalogues.test.ts). */
export const lookupsEnUS = {
  'lookups.exchangeRateSaved': 'The exchange rate has been saved.',
  'lookups.rateInvalid': 'Rate must be a number with at most 10 digits before and 8 after the decimal point',
  'lookups.rateNotPositive': 'Rate must be greater than zero',
  'lookups.sameCurrency': 'The two currencies must be different',
  'lookups.currencyUnknown': 'This currency does not exist.',
  'field.from_currency_id': 'From currency',
  'field.to_currency_id': 'To currency',
  'field.from_currency_id_eq': 'From currency',
  'field.to_currency_id_eq': 'To currency',
  'field.rate': 'Exchange rate',
  'field.effective_on': 'Effective date',
  'field.cost_item_category_id_eq': 'Cost item category',
  'field.name_i_cont': 'Search text',
} as const;

export const lookupsZhCN: Record<keyof typeof lookupsEnUS, string> = {
  'lookups.exchangeRateSaved': '汇率已保存。',
  'lookups.rateInvalid': '汇率必须是数字，整数部分最多 10 位，小数部分最多 8 位',
  'lookups.rateNotPositive': '汇率必须大于零',
  'lookups.sameCurrency': '两种币种不能相同',
  'lookups.currencyUnknown': '该币种不存在。',
  'field.from_currency_id': '原币种',
  'field.to_currency_id': '目标币种',
  'field.from_currency_id_eq': '原币种',
  'field.to_currency_id_eq': '目标币种',
  'field.rate': '汇率',
  'field.effective_on': '生效日期',
  'field.cost_item_category_id_eq': '费用类别',
  'field.name_i_cont': '搜索内容',
} as const;
