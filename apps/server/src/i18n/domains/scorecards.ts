/** Server messages of the agent scorecards (decision 022); both languages have the same keys. */
export const scorecardsEnUS = {
  'field.agent_id_eq': 'Agent',
  'field.months': 'Months',
  'field.legal_entity_id_eq': 'Legal entity',
} as const;

export const scorecardsZhCN: Record<keyof typeof scorecardsEnUS, string> = {
  'field.agent_id_eq': '代理',
  'field.months': '月数',
  'field.legal_entity_id_eq': '法人实体',
};
