import { type PortCallStatus, statusLabel, statusOrder, type WorkflowAction } from '@portledger/contracts';

/**
 * The main road of a port call (DESIGN.md section 6): step k is reached by `action` and leaves the
 * call in `status`. A generated call has walked the road up to its `progress` step; a branch
 * (cancelled, declined, FDA query raised, FDA declined) adds one last step off the road.
 */
export const road: { action: WorkflowAction | 'create'; status: PortCallStatus; by: Kind }[] = [
  { action: 'create', status: 'port_call_draft', by: 'principal' },
  { action: 'submit', status: 'port_call_pending_confirmation', by: 'principal' },
  { action: 'accept', status: 'pda_pending_creation', by: 'agent' },
  { action: 'pda_draft', status: 'pda_under_creation', by: 'agent' },
  { action: 'pda_submit', status: 'pda_pending_screening', by: 'agent' },
  { action: 'pda_start_screening', status: 'pda_under_screening', by: 'operator' },
  { action: 'pda_submit_screening', status: 'pda_pending_approval', by: 'operator' },
  { action: 'pda_start_approval', status: 'pda_under_approval', by: 'principal' },
  { action: 'pda_approve', status: 'pda_approved', by: 'principal' },
  { action: 'pda_submit_payment_instructions', status: 'pda_checking', by: 'principal' },
  { action: 'pda_check', status: 'pda_advance_payment_pending_confirmation', by: 'operator' },
  { action: 'pda_confirm_receipt', status: 'advance_confirmed_fda_pending_creation', by: 'agent' },
  { action: 'fda_draft', status: 'fda_under_creation', by: 'agent' },
  { action: 'fda_submit', status: 'fda_pending_screening', by: 'agent' },
  { action: 'fda_start_screening', status: 'fda_under_screening', by: 'operator' },
  { action: 'fda_submit_screening', status: 'fda_pending_approval', by: 'operator' },
  { action: 'fda_start_approval', status: 'fda_under_approval', by: 'principal' },
  { action: 'fda_approve', status: 'fda_approved', by: 'principal' },
  { action: 'fda_submit_payment_instructions', status: 'fda_checking', by: 'principal' },
  { action: 'fda_check', status: 'fda_balance_payment_pending_confirmation', by: 'operator' },
  { action: 'fda_confirm_receipt', status: 'da_completed', by: 'agent' },
];
type Kind = 'principal' | 'agent' | 'operator';

/** Steps of the road, by name, for the SQL that depends on how far a call got. */
export const STEP = Object.fromEntries(road.map((step, index) => [step.status, index])) as Record<
  (typeof road)[number]['status'],
  number
>;
export const COMPLETED = road.length - 1;

export const branches = {
  cancelled: { action: 'cancel', status: 'da_cancelled', by: 'principal' },
  declined: { action: 'decline', status: 'da_declined', by: 'agent' },
  querying: { action: 'fda_raise_query', status: 'fda_under_querying', by: 'operator' },
  in_query: { action: 'fda_decline', status: 'fda_in_query', by: 'principal' },
} as const satisfies Record<string, { action: WorkflowAction; status: PortCallStatus; by: Kind }>;

const labels = (status: PortCallStatus) => ({
  'en-US': statusLabel(status, 'en-US'),
  'zh-CN': statusLabel(status, 'zh-CN'),
});
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const statusChange = (before: PortCallStatus | null, after: PortCallStatus) =>
  before === null ? [] : [{ field: 'status', before: labels(before), after: labels(after) }];

/**
 * Temporary tables the generator joins: gen_status (order of each status), gen_road (each step's
 * action, actor and the operation log's field change), gen_branch (the step off the road).
 */
export function timelineTablesSql(): string {
  const statuses = [...road.map((step) => step.status), ...Object.values(branches).map((b) => b.status)];
  const roadRows = road.map((step, k) => {
    const changes = JSON.stringify(statusChange(k === 0 ? null : road[k - 1]!.status, step.status));
    return `(${k}, ${sqlText(step.action)}, ${sqlText(step.by)}, ${sqlText(step.status)}, ${sqlText(changes)}::jsonb)`;
  });
  const branchRows = Object.entries(branches).flatMap(([name, branch]) =>
    road.map((step, k) => {
      const changes = JSON.stringify(statusChange(step.status, branch.status));
      return `(${sqlText(name)}, ${k}, ${sqlText(branch.action)}, ${sqlText(branch.by)}, ${sqlText(branch.status)}, ${sqlText(changes)}::jsonb)`;
    }),
  );
  return `
    create unlogged table gen_status (status text primary key, ord int not null);
    insert into gen_status values ${[...new Set(statuses)].map((s) => `(${sqlText(s)}, ${statusOrder(s)})`).join(', ')};
    create unlogged table gen_road (step int primary key, action text, by_kind text, status text, changes jsonb);
    insert into gen_road values ${roadRows.join(',\n')};
    create unlogged table gen_branch (branch text, from_step int, action text, by_kind text, status text, changes jsonb,
      primary key (branch, from_step));
    insert into gen_branch values ${branchRows.join(',\n')};`;
}
