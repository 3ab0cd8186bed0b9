import type { screening as en } from '../en-US/screening.ts';
import type { Messages } from '../types.ts';

/** 使费账单审核台的审核阈值页面（issue 10）。 */
export const screening: Messages<typeof en> = {
  settings: {
    intro:
      '审核助手将每份已提交的 PDA 或 FDA 的费用行与以往挂靠的议定价格进行比较，并标记可疑之处。以下阈值决定何时标记费用行；修改保存后，对之后打开的每次审核生效。',
    lastChanged: '最近由 {{name}} 于 {{date}} 修改',
    neverChanged: '默认值，从未修改（截至 {{date}}）',
    evidenceTitle: '价格依据',
    evidenceHint: '如何将历史价格与报价进行比较。',
    varianceTitle: 'FDA 与 PDA 对比',
    varianceHint: '如何将每个 FDA 费用行与 PDA 中同一费用行进行比较。',
    ratesTitle: '汇率与收据',
    ratesHint: '如何检查 DA 的汇率和 FDA 的收据。',
    field: {
      tariff_deviation_percent: {
        label: '高于费率超过',
        help: '报价高于同一费用项目议定价格第 75 百分位数超过此百分比，且超出部分大于第 25 至第 75 百分位数间距的 1.5 倍时（避免在分散的比较中标记正常价格），标记为“高于费率”。调低此值会标记更多费用行。',
      },
      min_samples: {
        label: '每次比较的最少样本数',
        help: '价格依据所需的以往议定价格数量。本港样本不足时，比较范围扩大到本国各港，再扩大到所有港口。',
      },
      fda_over_pda_percent: {
        label: 'FDA 费用行高于 PDA 费用行超过',
        help: 'FDA 费用行的报价高于 PDA 中同一费用行议定价格超过此百分比时，予以标记。',
      },
      variance_reason_percent: {
        label: '需填写差异原因的偏差超过',
        help: 'FDA 费用行与 PDA 费用行相差（高于或低于）超过此百分比时，以及 PDA 中未列的费用行，代理必须填写差异原因。',
      },
      exchange_rate_deviation_percent: {
        label: '汇率偏离存储汇率超过',
        help: 'DA 的汇率与当日存储汇率相差超过此百分比时予以标记；相差超过三倍时为高严重度标记。',
      },
      receipt_required_above_usd: {
        label: '需要收据的金额起点',
        help: '金额（按最新存储汇率折算为美元）达到此值的 FDA 费用行，如未附收据，予以标记。',
      },
    },
    required: '请输入数值',
    save: '保存阈值',
    discard: '放弃修改',
    saved: '审核阈值已保存。',
    conflict: '您打开此页面后，其他人修改了阈值。请重新加载查看最新数值，然后再次修改。',
    reload: '重新加载',
  },
};
