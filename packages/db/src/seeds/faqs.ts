import {
  faqCategories,
  type PortCallStatus,
  portCallStatuses,
  statusLabel,
  transitionOf,
  transitions,
  type UserKind,
  type WorkflowAction,
} from '@portledger/contracts';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { faqs } from '../schema/index.ts';
import { type WrittenFaq, writtenFaqs } from './faqs-data.ts';

/**
 * The help centre's starting articles, in English and Chinese. Runs with the reference seed on
 * every start and only inserts slugs that are missing: an operator's edit, unpublishing or
 * deletion of a seeded article is never undone. The status and cancellation articles are written
 * from the state machine itself (packages/contracts/src/workflow.ts), so they cannot drift from
 * what the product does.
 */

type Both = readonly [en: string, zh: string];
type NextAction = Exclude<WorkflowAction, 'edit' | 'cancel'>;

const actors: Record<UserKind, Both> = {
  principal: ['the principal', '委托方'],
  agent: ['the agent', '代理'],
  operator: ['the DA desk (operator)', '审核员'],
};

/** What each step does, as "the agent …" reads on; a missing action fails the type check. */
const actionPhrases: Record<NextAction, Both> = {
  submit: ['submits the port call, which appoints the agent', '提交船舶挂靠，即委托代理'],
  accept: ['accepts the appointment', '接受委托'],
  decline: ['declines the appointment with a reason', '填写原因拒绝委托'],
  pda_draft: ['saves a PDA draft', '保存 PDA 草稿'],
  pda_submit: ['submits the PDA for screening', '提交 PDA 供审核'],
  pda_start_screening: ['starts screening the PDA', '开始审核 PDA'],
  pda_submit_screening: ['submits the screened PDA with a screening summary', '提交已审核的 PDA 及审核意见'],
  pda_start_approval: ['starts the approval', '开始审批'],
  pda_approve: ['approves the PDA with agreed prices and prefunding', '批准 PDA，确定确认价和预付款比例'],
  pda_submit_payment_instructions: ['submits payment instructions for the advance', '提交预付款的付款指示'],
  pda_revoke: ['may revoke them to make changes', '可撤回付款指示以便修改'],
  pda_check: ['checks the payment instructions', '核对付款指示'],
  pda_confirm_receipt: ['confirms receipt of the advance', '确认收到预付款'],
  fda_draft: ['saves an FDA draft', '保存 FDA 草稿'],
  fda_submit: ['submits the FDA with receipts', '提交附有收据的 FDA'],
  fda_start_screening: ['starts screening the FDA', '开始审核 FDA'],
  fda_raise_query: ['raises a query to the agent', '向代理发起问询'],
  fda_answer_query: ['answers the query', '答复问询'],
  fda_submit_screening: ['submits the screened FDA with a screening summary', '提交已审核的 FDA 及审核意见'],
  fda_start_approval: ['starts the approval', '开始审批'],
  fda_decline: ['declines the FDA with a reason', '填写原因退回 FDA'],
  fda_approve: ['approves the FDA', '批准 FDA'],
  fda_submit_payment_instructions: [
    'submits payment instructions for the balance or refund',
    '提交尾款或退款的付款指示',
  ],
  fda_revoke: ['may revoke them to make changes', '可撤回付款指示以便修改'],
  fda_check: ['checks the payment instructions', '核对付款指示'],
  fda_confirm_receipt: ['confirms receipt of the balance or refund', '确认收到尾款或退款'],
};

/** A status no step leads to: nobody ever sees it, so the article leaves it out. */
type UnreachedStatus = 'approved_pending_payment';

/** What a status means; a new status fails the type check until it is explained here. */
const meanings: Record<Exclude<PortCallStatus, UnreachedStatus>, Both> = {
  port_call_draft: [
    'The principal is preparing the port call; the agent does not see it.',
    '委托方正在准备船舶挂靠，代理看不到。',
  ],
  port_call_pending_confirmation: [
    'The port call is submitted and the appointed agent has been notified. The principal may still edit it.',
    '已提交，被委托的代理已收到通知。委托方仍可修改。',
  ],
  da_declined: [
    'The agent declined the appointment; the reason is on the port call. It is closed.',
    '代理已拒绝委托，原因见船舶挂靠详情。该船舶挂靠已关闭。',
  ],
  da_cancelled: [
    'The principal cancelled the port call; the reason is on the port call. It is closed.',
    '委托方已取消船舶挂靠，原因见详情。该船舶挂靠已关闭。',
  ],
  pda_pending_creation: ['The agent accepted and prepares the PDA.', '代理已接受委托，正在编制 PDA。'],
  pda_under_creation: ['The agent has saved a PDA draft.', '代理已保存 PDA 草稿。'],
  pda_pending_screening: ['The PDA is submitted and waits for the DA desk.', 'PDA 已提交，等待审核员审核。'],
  pda_under_screening: ['An operator is screening the PDA line by line.', '审核员正在逐项审核 PDA。'],
  pda_pending_approval: [
    'Screening is done; the PDA waits for the principal.',
    '审核已完成，PDA 等待委托方批准。',
  ],
  pda_under_approval: ['The principal is approving the PDA.', '委托方正在审批 PDA。'],
  pda_approved: ['The PDA is approved and the advance payment created.', 'PDA 已批准，预付款付款已生成。'],
  pda_checking: [
    "The DA desk checks the principal's payment instructions for the advance.",
    '审核员正在核对委托方提交的预付款付款指示。',
  ],
  pda_advance_payment_pending_confirmation: [
    'The instructions are checked; the principal transfers the advance and records the transfer.',
    '付款指示已核对，委托方支付预付款并记录转账。',
  ],
  advance_confirmed_fda_pending_creation: [
    'The advance has arrived; after the call the agent prepares the FDA.',
    '预付款已到账；船舶离港后由代理编制 FDA。',
  ],
  fda_under_creation: ['The agent has saved an FDA draft.', '代理已保存 FDA 草稿。'],
  fda_pending_screening: ['The FDA is submitted and waits for the DA desk.', 'FDA 已提交，等待审核员审核。'],
  fda_under_screening: [
    'An operator is screening the FDA and its receipts.',
    '审核员正在审核 FDA 及其收据。',
  ],
  fda_under_querying: [
    'The operator asked the agent a question about the FDA.',
    '审核员已就 FDA 向代理提出问询。',
  ],
  fda_pending_approval: [
    'Screening is done; the FDA waits for the principal.',
    '审核已完成，FDA 等待委托方批准。',
  ],
  fda_under_approval: ['The principal is approving the FDA.', '委托方正在审批 FDA。'],
  fda_in_query: [
    'The principal declined the FDA with a reason; the agent revises it.',
    '委托方已填写原因退回 FDA，由代理修改。',
  ],
  fda_approved: [
    'The FDA is approved and the balance (or refund) payment created.',
    'FDA 已批准，尾款（或退款）付款已生成。',
  ],
  fda_checking: [
    'The DA desk checks the payment instructions for the balance or refund.',
    '审核员正在核对尾款或退款的付款指示。',
  ],
  fda_balance_payment_pending_confirmation: [
    'The instructions are checked; the payer (the principal for a balance, the agent for a refund) transfers the money and records the transfer.',
    '付款指示已核对，由付款方（尾款为委托方，退款为代理）转账并记录转账。',
  ],
  da_completed: [
    'Everything is settled. The port call stays readable with its operation log.',
    '全部结清。船舶挂靠及其操作日志仍可查阅。',
  ],
};

/** "a, b or c" / "甲、乙或丙", with a space where Chinese meets a Latin word ("FDA 或"). */
function alternatives(parts: string[], lang: 0 | 1): string {
  if (parts.length < 2) return parts.join('');
  const head = parts.slice(0, -1).join(lang === 0 ? ', ' : '、');
  const last = parts.at(-1)!;
  if (lang === 0) return `${head} or ${last}`;
  const space = (text: string, at: number) => (/[A-Za-z0-9]/.test(text.at(at) ?? '') ? ' ' : '');
  return `${head}${space(head, -1)}或${space(last, 0)}${last}`;
}

/** Steps that only undo another one: listed after the step that moves the port call on. */
const secondary: ReadonlySet<WorkflowAction> = new Set(['pda_revoke', 'fda_revoke']);

/** "Next: the agent accepts … or declines …; the principal …" from the transitions leaving a status. */
function nextSteps(status: PortCallStatus, lang: 0 | 1): string {
  const groups = new Map<string, string[]>();
  const leaving = transitions
    .filter((t) => t.action !== 'edit' && t.action !== 'cancel' && t.from.includes(status))
    .sort((a, b) => Number(secondary.has(a.action)) - Number(secondary.has(b.action)));
  for (const transition of leaving) {
    const who = alternatives(
      transition.by.map((kind) => actors[kind][lang]),
      lang,
    );
    groups.set(who, [...(groups.get(who) ?? []), actionPhrases[transition.action as NextAction][lang]]);
  }
  if (groups.size === 0) return lang === 0 ? 'Nothing more to do.' : '无需进一步操作。';
  const steps = [...groups].map(([who, phrases]) =>
    lang === 0 ? `${who} ${alternatives(phrases, 0)}` : `${who}${alternatives(phrases, 1)}`,
  );
  return lang === 0 ? `Next: ${steps.join('; ')}.` : `下一步：${steps.join('；')}。`;
}

function statusArticle(): WrittenFaq {
  const lines = (lang: 0 | 1) =>
    portCallStatuses.flatMap((status) => {
      if (status === 'approved_pending_payment') return [];
      const meaning = meanings[status];
      const label = statusLabel(status, lang === 0 ? 'en-US' : 'zh-CN');
      return [
        lang === 0
          ? `- ${label}: ${meaning[0]} ${nextSteps(status, 0)}`
          : `- ${label}：${meaning[1]}${nextSteps(status, 1)}`,
      ];
    });
  return {
    slug: 'statuses-and-next-steps',
    category: 'getting_started',
    en: {
      question: 'What does each port-call status mean, and who acts next?',
      answer: [
        'Every port call has one status, the same for everybody. Here is what each status means and who acts next. The port calls waiting for you are also listed under DAs Management › Actionable DAs.',
        ...lines(0),
      ],
    },
    zh: {
      question: '船舶挂靠的各个状态是什么意思？下一步由谁操作？',
      answer: [
        '每个船舶挂靠都有一个状态，所有人看到的都一样。下面列出每个状态的含义以及下一步由谁操作。需要您处理的船舶挂靠也会列在“港口使费账单”›“待处理”中。',
        ...lines(1),
      ],
    },
  };
}

function cancelArticle(): WrittenFaq {
  const cancellable = transitionOf('cancel').from;
  const labels = (locale: 'en-US' | 'zh-CN') =>
    cancellable.map((status) => `- ${statusLabel(status, locale)}`);
  return {
    slug: 'cancel-port-call',
    category: 'port_calls',
    en: {
      question: 'Can a port call be cancelled, and until when?',
      answer: [
        'Only the principal can cancel a port call, with a reason: the agent sees it in the notification and on the port call. Cancelling is final. It is possible in these statuses:',
        ...labels('en-US'),
        `From ${statusLabel('pda_checking', 'en-US')} on, money may already be moving, so the port call can no longer be cancelled. While the DA desk is checking the instructions, the principal can revoke them (back to ${statusLabel('pda_approved', 'en-US')}) and then cancel.`,
      ],
    },
    zh: {
      question: '船舶挂靠可以取消吗？最晚到什么时候？',
      answer: [
        '只有委托方可以取消船舶挂靠，并且必须填写原因：代理会在通知和船舶挂靠详情中看到该原因。取消后不可恢复。以下状态可以取消：',
        ...labels('zh-CN'),
        `从“${statusLabel('pda_checking', 'zh-CN')}”开始，资金可能已在流转，船舶挂靠不能再取消。在审核员核对付款指示期间，委托方可以先撤回付款指示（回到“${statusLabel('pda_approved', 'zh-CN')}”），然后再取消。`,
      ],
    },
  };
}

/** Every seeded article in reading order; positions step by 10 within a category. */
export function seededFaqs(): (WrittenFaq & { position: number })[] {
  // The status overview follows the introduction; cancelling follows accepting and declining.
  const all = writtenFaqs.flatMap((faq) => {
    if (faq.slug === 'roles') return [faq, statusArticle()];
    if (faq.slug === 'accept-or-decline-appointment') return [faq, cancelArticle()];
    return [faq];
  });
  const next = new Map<string, number>();
  return faqCategories.flatMap((category) =>
    all
      .filter((faq) => faq.category === category)
      .map((faq) => {
        const position = (next.get(category) ?? 0) + 10;
        next.set(category, position);
        return { ...faq, position };
      }),
  );
}

/**
 * One multi-row INSERT of the slugs the table lacks; existing slugs (edited, unpublished or deleted
 * by an operator) are left alone. Reading the slugs first keeps a normal start from inserting
 * anything (an INSERT … ON CONFLICT would still draw ids from the sequence); the ON CONFLICT stays
 * for two instances starting at once.
 */
export async function seedFaqs(db: Db): Promise<void> {
  const existing = new Set(
    (await db.select({ slug: faqs.slug }).from(faqs).where(isNotNull(faqs.slug))).map((row) => row.slug),
  );
  const rows = seededFaqs()
    .filter((faq) => !existing.has(faq.slug))
    .map((faq) => ({
      slug: faq.slug,
      category: faq.category,
      position: faq.position,
      questionEn: faq.en.question,
      questionZh: faq.zh.question,
      answerEn: faq.en.answer.join('\n'),
      answerZh: faq.zh.answer.join('\n'),
    }));
  if (rows.length === 0) return;
  await db.insert(faqs).values(rows).onConflictDoNothing({ target: faqs.slug });
}
