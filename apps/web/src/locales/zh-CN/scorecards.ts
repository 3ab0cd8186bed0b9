import type { scorecards as en } from '../en-US/scorecards.ts';
import type { Messages } from '../types.ts';

/** 代理绩效评分卡（issue 10，docs/decisions/022-agent-scorecards.md）。 */
export const scorecards: Messages<typeof en> = {
  intro:
    '按所选期间内的预计到港时间（ETA），统计各代理在您可见的船舶挂靠中的表现。将鼠标悬停在列标题上可查看定义。',
  filter: {
    port: '全部港口',
    agent: '全部代理',
    months: '最近 {{count}} 个月',
    reset: '重置筛选',
  },
  column: {
    agent: '代理',
    calls: '挂靠次数',
    deviation: 'PDA 偏差',
    withinBand: '±{{band}}% 以内',
    daysToFda: 'FDA 提交天数',
    queryRate: '质询率',
    declineRate: '拒绝率',
    daysToRefund: '退款天数',
  },
  help: {
    calls: '指派给该代理的船舶挂靠，不含草稿、已取消的挂靠及被拒绝的委托。',
    deviation:
      '在 PDA 与 FDA 均已确认的账单中，|FDA 确认价总额 − PDA 确认价总额| ÷ PDA 确认价总额的平均值，越低越好。下方为带符号的平均值（正值表示 FDA 高于 PDA）。',
    withinBand: '上述账单中 FDA 确认价总额与 PDA 确认价总额相差在 ±{{band}}% 以内的比例。',
    daysToFda: '自离港（实际离港时间，无则为预计离港时间）至首次提交 FDA 的平均天数。',
    queryRate: '已提交的 FDA 中，被审核员提出质询的比例。',
    declineRate: '委托方已处理的 FDA 中，至少被拒绝过一次的比例。',
    daysToRefund: '自 FDA 确认至委托方确认收到代理退还多付预付款的平均天数。下方为已确认退款数 / 应退款数。',
  },
  base: {
    compared: '已比较 {{count}} 份账单',
    fdas: '共 {{count}} 份 FDA',
    refunds: '已退 {{done}} / {{count}}',
    bias: '带符号 {{value}}%',
  },
  trend: {
    title: '按月明细',
    month: '月份',
    calls: '挂靠次数',
    compared: '已比较账单',
    deviation: 'PDA 偏差',
    withinBand: '±{{band}}% 以内',
    daysToFda: 'FDA 提交天数',
    bar: '{{month}}：{{count}} 次挂靠',
  },
  monthFormat: 'YYYY年M月',
  empty: '该期间内没有代理的船舶挂靠。请扩大期间或清除筛选条件。',
  total: '共 {{count}} 个代理',
  percent: '{{value}}%',
  days: '{{value}} 天',
  hint: {
    loading: '正在加载该代理的评分卡…',
    atPort: '本港口，最近 {{months}} 个月：',
    allPorts: '全部港口，最近 {{months}} 个月：',
    calls: '{{count}} 次挂靠',
    deviation: 'PDA 偏差 {{deviation}}（{{within}} 在 ±{{band}}% 以内）',
    days: 'FDA 提交 {{days}} 天',
    query: '质询率 {{query}}',
    none: '最近 {{months}} 个月内没有与该代理的船舶挂靠。',
    noneAtPort: '最近 {{months}} 个月内在本港口没有与该代理的船舶挂靠。',
    open: '评分卡',
  },
  option: {
    loading: '正在加载评分…',
    deviation: 'PDA 偏差 {{deviation}}',
    days: 'FDA 提交 {{days}} 天',
    none: '最近 {{months}} 个月无记录',
    noneAtPort: '本港口无记录',
    best: 'PDA 最准确',
    bestHelp: '至少比较过 3 份 DA 的代理中 PDA 偏差最低',
  },
};
