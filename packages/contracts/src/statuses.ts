import type { Locale } from './locales.ts';

/**
 * Port-call statuses with their sort order (SPEC.md section 4) and labels in both languages
 * (terms of DESIGN.md section 10). Data only: the transitions live in workflow.ts.
 */
const table = [
  ['port_call_draft', 1, 'Draft', '草稿'],
  ['port_call_pending_confirmation', 2, 'Pending Confirmation', '待代理确认'],
  ['da_declined', 3, 'Declined', '已拒绝'],
  ['da_cancelled', 3, 'Cancelled', '已取消'],
  ['pda_pending_creation', 3, 'PDA Pending Creation', 'PDA 待创建'],
  ['pda_under_creation', 4, 'PDA Under Creation', 'PDA 创建中'],
  ['pda_pending_screening', 5, 'PDA Pending Screening', 'PDA 待审核'],
  ['pda_under_screening', 5, 'PDA Under Screening', 'PDA 审核中'],
  ['pda_pending_approval', 6, 'PDA Pending Approve', 'PDA 待批准'],
  ['pda_under_approval', 6, 'PDA Under Approval', 'PDA 批准中'],
  ['pda_approved', 7, 'Approved Pending Advance Payment', '已批准，待支付预付款'],
  ['pda_checking', 7, 'Advance Payment Checking', '预付款核对中'],
  ['approved_pending_payment', 7, 'Approved Pending Payment', '已批准，待付款'],
  ['pda_advance_payment_pending_confirmation', 8, 'Advance Payment Pending Confirmation', '预付款待确认收款'],
  [
    'advance_confirmed_fda_pending_creation',
    9,
    'Advance Confirmed, FDA Pending Creation',
    '预付款已确认，FDA 待创建',
  ],
  ['fda_under_creation', 10, 'FDA Under Creation', 'FDA 创建中'],
  ['fda_pending_screening', 11, 'FDA Pending Screening', 'FDA 待审核'],
  ['fda_under_screening', 11, 'FDA Under Screening', 'FDA 审核中'],
  ['fda_under_querying', 11, 'FDA In Query', 'FDA 质询中'],
  ['fda_pending_approval', 12, 'FDA Pending Approval', 'FDA 待批准'],
  ['fda_under_approval', 12, 'FDA Under Approval', 'FDA 批准中'],
  ['fda_approved', 13, 'Approved Pending Balance Payment', '已批准，待支付尾款'],
  ['fda_checking', 13, 'Balance Payment Checking', '尾款核对中'],
  ['fda_in_query', 13, 'FDA Query Under Approval', 'FDA 质询待处理'],
  ['fda_balance_payment_pending_confirmation', 13, 'FDA payment pending confirmed', '尾款待确认收款'],
  ['da_completed', 14, 'Completed', '已完成'],
] as const;

export const portCallStatuses = table.map(([status]) => status) as unknown as readonly [
  (typeof table)[number][0],
  ...(typeof table)[number][0][],
];
export type PortCallStatus = (typeof table)[number][0];

const byStatus = new Map<string, { order: number; 'en-US': string; 'zh-CN': string }>(
  table.map(([status, order, en, zh]) => [status, { order, 'en-US': en, 'zh-CN': zh }]),
);

/** The sort order of SPEC.md section 4 (statuses of one step share a number). */
export function statusOrder(status: PortCallStatus): number {
  return byStatus.get(status)?.order ?? 0;
}

export function statusLabel(status: PortCallStatus, locale: Locale): string {
  return byStatus.get(status)?.[locale] ?? status;
}

/** Display labels SPEC.md section 4 names beside the statuses (used by the DA screens). */
export const extraStatusLabels = {
  pda_pending_approve: { 'en-US': 'PDA Pending Approve', 'zh-CN': 'PDA 待批准' },
  fda_query_under_approval: { 'en-US': 'FDA Query Under Approval', 'zh-CN': 'FDA 质询待批准' },
  fda_query_approved: { 'en-US': 'FDA Query Approved', 'zh-CN': 'FDA 质询已批准' },
  fda_payment_pending_confirmed: { 'en-US': 'FDA payment pending confirmed', 'zh-CN': '尾款待确认收款' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Phase of a status, for the tag colours of DESIGN.md section 9. */
export type StatusPhase = 'port_call' | 'pda' | 'advance' | 'fda' | 'balance' | 'completed' | 'closed';
export function statusPhase(status: PortCallStatus): StatusPhase {
  if (status === 'da_completed') return 'completed';
  if (status === 'da_cancelled' || status === 'da_declined') return 'closed';
  if (status.startsWith('port_call')) return 'port_call';
  if (
    status === 'pda_checking' ||
    status === 'pda_advance_payment_pending_confirmation' ||
    status === 'pda_approved' ||
    status === 'approved_pending_payment'
  )
    return 'advance';
  if (
    status === 'fda_approved' ||
    status === 'fda_checking' ||
    status === 'fda_balance_payment_pending_confirmation'
  )
    return 'balance';
  if (status.startsWith('fda') || status === 'advance_confirmed_fda_pending_creation') return 'fda';
  return 'pda';
}

/** The tabs of the port-call list (SPEC.md section 4); `drafts` is for principals only. */
export const portCallTabs = ['all', 'actionable', 'in_progress', 'drafts', 'done'] as const;
export type PortCallTab = (typeof portCallTabs)[number];
