import type { FaqCategory } from '@portledger/contracts';

/**
 * The help articles written by hand (the status and cancellation articles are generated from the
 * state machine in faqs.ts). One string per line: a line starting with "- " is a bullet, "1. " a
 * numbered step, any other line a paragraph. Keep every statement true of this product: the names
 * of buttons and tabs are the web's labels in each language.
 */
export interface WrittenFaq {
  slug: string;
  category: FaqCategory;
  en: { question: string; answer: string[] };
  zh: { question: string; answer: string[] };
}

export const writtenFaqs: WrittenFaq[] = [
  {
    slug: 'roles',
    category: 'getting_started',
    en: {
      question: 'What is PortLedger, and what do principals, agents and operators do?',
      answer: [
        "PortLedger runs a vessel's port call and its disbursement accounts (DAs) from the appointment of the agent to the final settlement, in English and Chinese.",
        '- Principals (ship owners and operators) create port calls, appoint an agent, approve the PDA and the FDA, and pay the advance and the balance.',
        '- Agents accept or decline appointments, quote the pro forma DA (PDA), submit the final DA (FDA) with receipts, answer queries and confirm the payments they receive.',
        '- Operators (the DA desk) screen every PDA and FDA line by line, raise queries, check payment instructions and keep reference data such as ports, exchange rates and these help articles.',
        'Everyone sees only what concerns them: principals see the port calls of the legal entities they manage, agents only the port calls they are appointed to (never drafts), operators all port calls.',
      ],
    },
    zh: {
      question: 'PortLedger 是什么？委托方、代理和审核员分别做什么？',
      answer: [
        'PortLedger 以中英文管理船舶挂靠及其港口使费账单，从委托代理一直到最终结算。',
        '- 委托方（船东和船舶经营人）创建船舶挂靠、委托代理、批准 PDA 和 FDA，并支付预付款和尾款。',
        '- 代理接受或拒绝委托，编制预估使费账单 (PDA)，提交附有收据的最终使费账单 (FDA)，答复问询，并确认收到的款项。',
        '- 审核员（使费审核组）逐项审核每一份 PDA 和 FDA，发起问询，核对付款指示，并维护港口、汇率以及这些帮助文章等基础数据。',
        '每个人只看到与自己相关的内容：委托方看到其管理的法人实体的船舶挂靠，代理只看到委托给自己的船舶挂靠（看不到草稿），审核员可以看到全部船舶挂靠。',
      ],
    },
  },
  {
    slug: 'what-waits-for-me',
    category: 'getting_started',
    en: {
      question: 'How do I see what is waiting for me?',
      answer: [
        'Three places show what needs you:',
        '- DAs Management › Actionable DAs: every port call whose next step is yours. The In Progress, Drafts and Done tabs show the others.',
        '- Payments › Actionable: payments on which you have to give or check payment instructions, record a transfer or confirm receipt.',
        '- The bell in the header: a notification whenever someone hands a step to you, for example when a PDA is submitted for screening or an FDA is approved.',
        'The dashboard also lists the DAs waiting for you and the payments that are due soon or overdue.',
      ],
    },
    zh: {
      question: '如何查看需要我处理的事项？',
      answer: [
        '以下三个地方会显示需要您处理的事项：',
        '- “港口使费账单”›“待处理”：下一步由您操作的所有船舶挂靠。“进行中”“草稿”和“已结束”标签页显示其余的船舶挂靠。',
        '- “付款”›“待我处理”：需要您提交或核对付款指示、记录转账或确认收款的付款。',
        '- 页眉中的铃铛：每当有人把下一步交给您时（例如 PDA 已提交待审核，或 FDA 已批准），您都会收到通知。',
        '仪表盘也会列出等待您处理的使费账单，以及即将到期和已逾期的付款。',
      ],
    },
  },
  {
    slug: 'operation-log',
    category: 'getting_started',
    en: {
      question: 'Where can I see who changed what on a port call?',
      answer: [
        'Open the port call and choose the Operation Log tab. Every step is recorded with the date and time, the name and role of the user, the action, and each changed field with its value before and after, for example the status, the totals or the prefunding amount.',
        'Reasons, queries, answers and screening summaries appear as a note on the entry. Nobody can edit the log, so it is a reliable record for audits and disputes.',
      ],
    },
    zh: {
      question: '在哪里可以查看谁修改了船舶挂靠的哪些内容？',
      answer: [
        '打开船舶挂靠，选择“操作日志”标签页。每一步都会记录日期时间、操作人的姓名和角色、所执行的操作，以及每个被修改字段的修改前后值，例如状态、合计金额或预付款金额。',
        '原因、问询、答复和审核意见会作为备注显示在相应记录上。任何人都不能修改操作日志，因此它可以作为审计和处理争议的可靠依据。',
      ],
    },
  },
  {
    slug: 'create-and-submit-port-call',
    category: 'port_calls',
    en: {
      question: 'How do I create and submit a port call?',
      answer: [
        'Only principals create port calls.',
        '1. Open DAs Management and click Create port call.',
        '2. Fill in the appointment: request type, legal entity, agent and agent nomination type; then the vessel, voyage number, port and ETA, and at least one purpose (loading, discharging, bunkering, crewing and so on). Cargo, charter details, remarks and files are optional.',
        '3. Click Save as draft to continue later. A draft is visible only to your company; the agent does not see it.',
        '4. Click Submit and confirm. Submitting appoints the agent: the status becomes Pending Confirmation and the agent is notified.',
        'If a required field is missing, Submit names it (for example "Port is required") and nothing is sent.',
      ],
    },
    zh: {
      question: '如何创建并提交船舶挂靠？',
      answer: [
        '只有委托方可以创建船舶挂靠。',
        '1. 打开“港口使费账单”，点击“创建船舶挂靠”。',
        '2. 填写委托信息：请求类型、法人实体、代理和代理指定类型；然后填写船舶、航次号、港口和预计到港时间，并至少选择一项作业目的（装货、卸货、加油、船员事务等）。货物、租约信息、备注和附件为选填项。',
        '3. 点击“保存为草稿”可以稍后继续。草稿只有贵公司可见，代理看不到。',
        '4. 点击“提交”并确认。提交即委托代理：状态变为“待代理确认”，代理会收到通知。',
        '如果缺少必填项，提交时会指出具体字段（例如“港口为必填项”），并且不会发送任何内容。',
      ],
    },
  },
  {
    slug: 'edit-after-submit',
    category: 'port_calls',
    en: {
      question: 'Can I change a port call after submitting it?',
      answer: [
        'Yes, until the agent accepts. While the status is Pending Confirmation the principal can still edit the port call, and the agent sees the current version.',
        'Once the agent has accepted, the port call details are fixed and every further change goes through the DA (PDA and FDA). If the appointment itself is wrong, cancel the port call with a reason and create a new one.',
      ],
    },
    zh: {
      question: '提交船舶挂靠后还能修改吗？',
      answer: [
        '可以，但仅限代理接受委托之前。状态为“待代理确认”时，委托方仍可编辑船舶挂靠，代理看到的始终是最新版本。',
        '代理接受委托后，船舶挂靠信息即被锁定，之后的所有变更都通过使费账单（PDA 和 FDA）进行。如果委托本身有误，请填写原因取消该船舶挂靠，然后重新创建。',
      ],
    },
  },
  {
    slug: 'accept-or-decline-appointment',
    category: 'port_calls',
    en: {
      question: 'How does an agent accept or decline an appointment?',
      answer: [
        'When a principal appoints your company, every user of your agency is notified and the port call appears under Actionable DAs with the status Pending Confirmation.',
        "1. Open the port call and check the vessel, port, dates, purposes and the principal's instructions.",
        '2. Click Accept appointment and confirm. The status becomes PDA Pending Creation and you can prepare the PDA.',
        '3. Or click Decline appointment, write the reason and confirm. The port call is closed as Declined and the principal is notified with your reason.',
        'A declined port call cannot be reopened; if needed, the principal creates a new one.',
      ],
    },
    zh: {
      question: '代理如何接受或拒绝委托？',
      answer: [
        '委托方委托贵公司后，贵代理公司的每位用户都会收到通知，该船舶挂靠会以“待代理确认”状态出现在“待处理”中。',
        '1. 打开船舶挂靠，核对船舶、港口、日期、作业目的以及委托方的指示。',
        '2. 点击“接受委托”并确认。状态变为“PDA 待创建”，您即可编制 PDA。',
        '3. 或者点击“拒绝委托”，填写原因并确认。该船舶挂靠将以“已拒绝”状态关闭，委托方会收到附有您的原因的通知。',
        '已拒绝的船舶挂靠不能重新打开；如有需要，委托方需重新创建。',
      ],
    },
  },
  {
    slug: 'reasons',
    category: 'port_calls',
    en: {
      question: 'When do I have to give a reason, and who sees it?',
      answer: [
        'These decisions need a written reason; the dialog does not let you continue without one:',
        '- An agent declining an appointment: the principal sees it on the port call as the Decline reason and in the notification.',
        '- A principal cancelling a port call: the agent sees it as the Cancellation reason.',
        '- A principal declining an FDA: the agent sees it on the FDA under "FDA declined by the principal" and revises the FDA.',
        '- An operator raising a query on an FDA writes the question; the agent answers in writing.',
        'Every reason is also kept in the operation log with the user and the time. Write it so that the other side can act on it: name the cost item, the amount and what you expect.',
      ],
    },
    zh: {
      question: '什么时候必须填写原因？谁能看到？',
      answer: [
        '以下决定必须填写书面原因，不填写无法继续：',
        '- 代理拒绝委托：委托方会在船舶挂靠的“拒绝原因”和通知中看到该原因。',
        '- 委托方取消船舶挂靠：代理会看到“取消原因”。',
        '- 委托方退回 FDA：代理会在 FDA 的“委托方已退回 FDA”处看到原因，并据此修改 FDA。',
        '- 审核员对 FDA 发起问询：需写明问题，代理以书面形式答复。',
        '所有原因都会连同操作人和时间记入操作日志。请写得具体，便于对方处理：写明费用项目、金额以及您的要求。',
      ],
    },
  },
  {
    slug: 'prepare-and-submit-pda',
    category: 'pda',
    en: {
      question: 'How does an agent prepare and submit a PDA?',
      answer: [
        "After accepting the appointment, open the port call's PDA tab.",
        '1. Choose the currency of your quotation and, if you need money in advance, the prefunding you request (%).',
        '2. Add cost items: pick an expense category and a cost item, click Add item and enter the quoted price. Explain a price in a comment on the item; delete lines you do not need.',
        '3. Click Save draft as often as you like; the status becomes PDA Under Creation.',
        '4. Click Submit PDA and confirm. A PDA needs at least one cost item. The status becomes PDA Pending Screening and the DA desk is notified.',
        "While the desk screens it and the principal approves it, the PDA cannot be changed. At submission, the exchange rate from your currency to the principal's currency is recorded on the DA.",
      ],
    },
    zh: {
      question: '代理如何编制并提交 PDA？',
      answer: [
        '接受委托后，打开船舶挂靠的 PDA 标签页。',
        '1. 选择报价币种；如需预付款，填写申请预付款比例（%）。',
        '2. 添加费用项目：选择费用类别和费用项目，点击“添加项目”，然后填写报价。可以在项目的评论中说明价格，不需要的项目可以删除。',
        '3. 可以随时点击“保存草稿”，状态变为“PDA 创建中”。',
        '4. 点击“提交 PDA”并确认。PDA 至少需要一个费用项目。状态变为“PDA 待审核”，审核员会收到通知。',
        '在审核和批准期间，PDA 不能修改。提交时，系统会把报价币种对委托方币种的汇率记录在使费账单上。',
      ],
    },
  },
  {
    slug: 'quoted-screened-agreed',
    category: 'pda',
    en: {
      question: 'What are quoted, screened and agreed prices?',
      answer: [
        'Every cost item of a PDA or FDA carries three prices:',
        '- Quoted: what the agent asks, entered when the PDA or FDA is prepared.',
        '- Screened: what the DA desk considers justified after checking the item. An empty screened price keeps the quoted one.',
        '- Agreed: what the principal accepts when approving. An empty agreed price keeps the screened one.',
        'The desk explains its changes in comments on the cost items and in the screening summary, which is required to submit a screened PDA or FDA. Savings are quoted minus agreed, per item and in total.',
        'The agent sees the screened and agreed prices once the document is approved.',
      ],
    },
    zh: {
      question: '什么是报价、审核价和确认价？',
      answer: [
        'PDA 或 FDA 的每个费用项目都有三个价格：',
        '- 报价：代理在编制 PDA 或 FDA 时填写的要价。',
        '- 审核价：审核员核查该项目后认为合理的价格。审核价留空则沿用报价。',
        '- 确认价：委托方批准时接受的价格。确认价留空则沿用审核价。',
        '审核员会在费用项目的评论和审核意见中说明调整原因；提交已审核的 PDA 或 FDA 时必须填写审核意见。节省金额 = 报价 − 确认价，按项目和合计分别显示。',
        '代理在单据批准后才能看到审核价和确认价。',
      ],
    },
  },
  {
    slug: 'screening',
    category: 'pda',
    en: {
      question: 'How does the DA desk screen a PDA or an FDA?',
      answer: [
        '1. Under DAs Management › Actionable DAs, open a port call in PDA Pending Screening (or FDA Pending Screening) and click Start screening. The status becomes Under Screening: the document is now yours.',
        '2. Go through the cost items. Enter a screened price where the quote is not justified and say why in a comment on the item.',
        '3. On an FDA you can click Raise query to ask the agent first; screening continues after the answer.',
        '4. Write the screening summary for the principal (required) and click Submit screened PDA (or FDA). The principal is notified and approves next.',
      ],
    },
    zh: {
      question: '审核员如何审核 PDA 或 FDA？',
      answer: [
        '1. 在“港口使费账单”›“待处理”中，打开状态为“PDA 待审核”（或“FDA 待审核”）的船舶挂靠，点击“开始审核”。状态变为“审核中”，该单据即由您负责。',
        '2. 逐项检查费用项目。报价不合理时填写审核价，并在该项目的评论中说明原因。',
        '3. 审核 FDA 时，可以先点击“发起问询”向代理提问；代理答复后继续审核。',
        '4. 为委托方填写审核意见（必填），然后点击“提交已审核的 PDA”（或 FDA）。委托方会收到通知，下一步由其批准。',
      ],
    },
  },
  {
    slug: 'approve-pda',
    category: 'pda',
    en: {
      question: 'How does a principal approve a PDA?',
      answer: [
        'When the desk has screened the PDA, its status is PDA Pending Approve and you are notified.',
        '1. Open the port call and click Review and approve PDA. Start approval tells your colleagues that you are on it; it is optional.',
        '2. Check the screened prices and the screening summary. Enter an agreed price where you want a different one; an empty agreed price keeps the screened one.',
        "3. Enter the prefunding agreed (%). The agent's request and your company's default are shown beside it.",
        '4. Click Approve and confirm; the confirmation shows the total and the advance amount.',
        'The status becomes Approved Pending Advance Payment and the advance payment is created for the prefunding amount.',
      ],
    },
    zh: {
      question: '委托方如何批准 PDA？',
      answer: [
        '审核员审核完 PDA 后，状态变为“PDA 待批准”，您会收到通知。',
        '1. 打开船舶挂靠，点击“审阅并批准 PDA”。“开始审批”用于告知同事您正在处理，可选。',
        '2. 核对审核价和审核意见。如需调整，请填写确认价；确认价留空则沿用审核价。',
        '3. 填写确认预付款比例（%）。旁边会显示代理的申请比例和贵公司的默认比例。',
        '4. 点击“批准”并确认；确认框会显示合计金额和预付款金额。',
        '状态变为“已批准，待支付预付款”，系统按预付款金额生成预付款付款。',
      ],
    },
  },
  {
    slug: 'exchange-rates',
    category: 'pda',
    en: {
      question: 'Which exchange rate is used on a DA?',
      answer: [
        "The agent quotes in the currency of their choice. When the agent submits the PDA or the FDA, PortLedger records on the DA the latest exchange rate stored by the DA desk from the quoted currency to the principal's currency, with its date. The rate stays as recorded, so the figures do not move afterwards. The same currency uses a rate of 1.",
        'If no rate is stored for the pair, the DA shows "Exchange rate information not returned". Amounts in the quoted currency are still correct; ask the DA desk to record the missing rate, which is then used from the next submission.',
      ],
    },
    zh: {
      question: '使费账单使用哪个汇率？',
      answer: [
        '代理可以自选报价币种。代理提交 PDA 或 FDA 时，系统会把审核员录入的、从报价币种到委托方币种的最新汇率及其日期记录在使费账单上。汇率按记录时的数值固定，之后金额不会变动。相同币种的汇率为 1。',
        '如果没有该币种对的汇率，使费账单会显示“未返回汇率信息”。以报价币种计的金额仍然正确；请联系审核员补录汇率，该汇率将从下一次提交起使用。',
      ],
    },
  },
  {
    slug: 'submit-fda-with-receipts',
    category: 'fda',
    en: {
      question: 'How does an agent submit the FDA with receipts?',
      answer: [
        'Once you have confirmed receipt of the advance, the status is Advance Confirmed, FDA Pending Creation. After the vessel has sailed:',
        '1. Open the PDA tab of the port call: the FDA is prepared on the same cost items.',
        '2. Enter the final price of every cost item that was incurred. Leave the price empty for an item that was not incurred, and add items the PDA did not foresee.',
        '3. Attach the receipts (invoices, official receipts, tariffs) to each item under Receipts.',
        '4. Save draft as needed, then click Submit FDA and confirm. The status becomes FDA Pending Screening.',
        'The FDA shows the PDA quoted, PDA agreed and FDA quoted prices side by side, so everyone sees the variance. Explaining large differences in a comment often saves a query.',
      ],
    },
    zh: {
      question: '代理如何提交附有收据的 FDA？',
      answer: [
        '确认收到预付款后，状态为“预付款已确认，FDA 待创建”。船舶离港后：',
        '1. 打开船舶挂靠的 PDA 标签页：FDA 在相同的费用项目上编制。',
        '2. 填写每个实际发生的费用项目的最终价格。未发生的项目价格留空；PDA 中没有预计到的项目可以新增。',
        '3. 在每个项目的“收据”中上传收据（发票、官方收据、费率表等）。',
        '4. 需要时保存草稿，然后点击“提交 FDA”并确认。状态变为“FDA 待审核”。',
        'FDA 会并排显示 PDA 报价、PDA 确认价和 FDA 报价，所有人都能看到差异。对较大的差异事先在评论中说明，往往可以避免问询。',
      ],
    },
  },
  {
    slug: 'answer-a-query',
    category: 'fda',
    en: {
      question: 'The DA desk raised a query on my FDA. How do I answer it?',
      answer: [
        'While screening an FDA, an operator can ask you a question, for example about a missing receipt or an unusual amount. The status becomes FDA In Query and your agency is notified.',
        '1. Open the port call from the notification or from Actionable DAs.',
        '2. Read the Query from the operator on the FDA.',
        '3. Click Answer query, write your answer and send it. Be specific: explain the amount and where the supporting document is.',
        'The status returns to FDA Under Screening and the operator continues. The query and your answer stay on the FDA and in the operation log.',
      ],
    },
    zh: {
      question: '审核员对我的 FDA 发起了问询，如何答复？',
      answer: [
        '审核 FDA 时，审核员可以向您提问，例如缺少收据或金额异常。状态变为“FDA 质询中”，贵代理公司会收到通知。',
        '1. 从通知或“待处理”中打开该船舶挂靠。',
        '2. 阅读 FDA 上“审核员的问询”。',
        '3. 点击“答复问询”，填写答复并发送。请写得具体：说明金额的依据以及证明文件在哪里。',
        '状态回到“FDA 审核中”，审核员继续审核。问询和您的答复会保留在 FDA 和操作日志中。',
      ],
    },
  },
  {
    slug: 'fda-declined',
    category: 'fda',
    en: {
      question: 'The principal declined my FDA. What now?',
      answer: [
        'A principal who does not accept the screened FDA declines it with a reason. The status becomes FDA Query Under Approval and you are notified.',
        '1. Open the port call and read the reason under "FDA declined by the principal".',
        '2. Correct the FDA: change prices, add or remove items, attach receipts. Saving a draft keeps the status until you submit.',
        '3. Click Submit FDA. The FDA goes back to the DA desk (FDA Pending Screening), is screened again and then returns to the principal for approval.',
      ],
    },
    zh: {
      question: '委托方退回了我的 FDA，接下来怎么办？',
      answer: [
        '委托方如果不接受审核后的 FDA，会填写原因将其退回。状态变为“FDA 质询待处理”，您会收到通知。',
        '1. 打开船舶挂靠，在“委托方已退回 FDA”处阅读原因。',
        '2. 修改 FDA：调整价格、新增或删除项目、上传收据。保存草稿不会改变状态，直到您再次提交。',
        '3. 点击“提交 FDA”。FDA 会回到审核员处（FDA 待审核），重新审核后再交由委托方批准。',
      ],
    },
  },
  {
    slug: 'prefunding-and-advance',
    category: 'payments',
    en: {
      question: 'How do prefunding and the advance payment work?',
      answer: [
        'Agents usually need money before the vessel arrives to pay port dues, pilotage and other costs. That money is the advance payment, also called prefunding.',
        "- The principal's company has a default prefunding percentage (My Account › Preferences).",
        '- The agent may request a percentage on the PDA.',
        '- The principal decides the prefunding agreed (%) when approving the PDA.',
        'Advance amount = PDA agreed total × prefunding agreed %. Approving the PDA creates the advance payment for this amount. Then:',
        "1. The principal submits payment instructions (the agent's bank account, payment mode and due date).",
        '2. The DA desk checks the instructions.',
        '3. The principal transfers the money and records the transfer.',
        '4. The agent confirms receipt; the status becomes Advance Confirmed, FDA Pending Creation.',
        'The advance received is deducted from the FDA when the balance is calculated.',
      ],
    },
    zh: {
      question: '预付款是如何运作的？',
      answer: [
        '代理通常需要在船舶抵港前备好资金，用于支付港务费、引航费等费用，这笔资金就是预付款。',
        '- 委托方公司设有默认预付款比例（“我的账户”›“偏好设置”）。',
        '- 代理可以在 PDA 上申请预付款比例。',
        '- 委托方在批准 PDA 时确定确认预付款比例（%）。',
        '预付款金额 = PDA 确认价合计 × 确认预付款比例。批准 PDA 后，系统按该金额生成预付款付款。之后：',
        '1. 委托方提交付款指示（代理的银行账户、付款方式和到期日）。',
        '2. 审核员核对付款指示。',
        '3. 委托方转账并记录转账。',
        '4. 代理确认收款，状态变为“预付款已确认，FDA 待创建”。',
        '计算尾款时，已收到的预付款会从 FDA 中扣除。',
      ],
    },
  },
  {
    slug: 'payment-instructions',
    category: 'payments',
    en: {
      question: 'What are payment instructions, and why does the DA desk check them?',
      answer: [
        "Payment instructions say where and how a payment is made: the receiving bank account (an active account of the receiver's company), the payment mode (for example telegraphic transfer or SWIFT), the due date and, optionally, the date to initiate the transfer and the invoice date. The principal submits them after approving the PDA (advance) or the FDA (balance or refund), and the payment gets a payment reference.",
        'The DA desk checks the instructions before any money moves: a second pair of eyes against mistakes and payment fraud. While they are being checked, the principal can revoke them, for example to choose another account, and submit new ones.',
        'The bank details are copied onto the payment when the instructions are submitted. If the receiver changes the bank account later, a payment already instructed keeps the details that were checked.',
      ],
    },
    zh: {
      question: '什么是付款指示？为什么要由审核员核对？',
      answer: [
        '付款指示说明款项付往哪里以及如何支付：收款银行账户（收款方公司的有效账户）、付款方式（例如电汇或 SWIFT 汇款）、到期日，以及可选的发起转账日期和发票日期。委托方在批准 PDA（预付款）或 FDA（尾款或退款）后提交付款指示，该笔付款随即获得付款参考号。',
        '在资金流转之前，审核员会核对付款指示，多一道把关，防止差错和付款欺诈。核对期间，委托方可以撤回付款指示（例如改用其他账户），然后重新提交。',
        '提交付款指示时，银行信息会被复制到该笔付款上。即使收款方之后修改了银行账户，已下达指示的付款仍保留经过核对的信息。',
      ],
    },
  },
  {
    slug: 'due-flags',
    category: 'payments',
    en: {
      question: 'What do "Due Soon" and "Due" mean?',
      answer: [
        'The flags come from the due date in the payment instructions and are worked out each time a list is opened, so they are always current.',
        '- Due Soon: the payment is not done and its due date is today or within the next 3 days.',
        '- Due: the due date has passed and the payment is still not done.',
        'A payment whose receipt has been confirmed (Done) has no flag. In the port calls list, the flag comes from the earliest unpaid payment of the port call; the Payments list can also be filtered by due date.',
      ],
    },
    zh: {
      question: '“即将到期”和“已到期”是什么意思？',
      answer: [
        '这些标记依据付款指示中的到期日，每次打开列表时重新计算，因此始终是最新的。',
        '- 即将到期：付款尚未完成，且到期日为今天或未来 3 天内。',
        '- 已到期：已过到期日，付款仍未完成。',
        '已确认收款（已完成）的付款没有标记。在船舶挂靠列表中，标记取自该船舶挂靠最早一笔未付款项；付款列表还可以按到期日筛选。',
      ],
    },
  },
  {
    slug: 'partial-payments',
    category: 'payments',
    en: {
      question: 'Can a payment be made in several transfers?',
      answer: [
        'Yes. The payer clicks Record transfer for each transfer, with the amount, the date and ideally the remittance advice.',
        '- Transfers add up; the payment shows what has been transferred and what remains.',
        '- You cannot record more than what remains.',
        '- While something remains, the payment stays Pending and keeps its due flag.',
        '- When the whole amount has been transferred, the payment becomes Submitted and the receiver is asked to confirm receipt.',
        'The receiver confirms once, for the whole amount. A transfer sent twice by accident, for example by a double click, is counted once.',
      ],
    },
    zh: {
      question: '一笔付款可以分多次转账吗？',
      answer: [
        '可以。付款方每次转账后点击“记录转账”，填写金额、日期，最好附上汇款凭证。',
        '- 多次转账会累计；付款会显示已转账和未付金额。',
        '- 记录的金额不能超过未付金额。',
        '- 只要还有未付金额，付款就保持“待付款”状态，到期标记也会保留。',
        '- 全额转账后，付款变为“已付款”，系统会请收款方确认收款。',
        '收款方只需对全额确认一次。因误操作（例如双击）重复提交的同一笔转账只计算一次。',
      ],
    },
  },
  {
    slug: 'balance-and-refund',
    category: 'payments',
    en: {
      question: 'How is the balance calculated, and when is there a refund?',
      answer: [
        'Approving the FDA settles the account: balance = FDA agreed total − advance received.',
        '- If the balance is positive, a balance payment is created: the principal pays the agent.',
        '- If the advance was larger than the FDA, a refund is created instead: the agent pays the difference back to the principal.',
        "Both follow the same steps as the advance: the principal submits payment instructions (for a refund, naming one of the principal's own accounts), the DA desk checks them, the payer records the transfer and the receiver confirms receipt. The status then becomes Completed.",
      ],
    },
    zh: {
      question: '尾款如何计算？什么情况下会有退款？',
      answer: [
        '批准 FDA 即进行结算：尾款 = FDA 确认价合计 − 已收预付款。',
        '- 尾款为正数时，系统生成尾款付款：由委托方付给代理。',
        '- 如果预付款多于 FDA 金额，则生成退款：由代理把差额退还给委托方。',
        '两者的步骤与预付款相同：委托方提交付款指示（退款时填写委托方自己的账户），审核员核对，付款方记录转账，收款方确认收款。之后状态变为“已完成”。',
      ],
    },
  },
  {
    slug: 'bank-account-changes',
    category: 'payments',
    en: {
      question: 'What happens when our bank account details change?',
      answer: [
        "Principals and agents keep their company's bank accounts under Settings › Company › Bank Account.",
        '- When someone changes the bank details of an account, every other user of the company gets a warning notification naming the account, who changed it and which fields. If you did not expect the change, check it with your colleague at once: changed bank details are the most common payment fraud.',
        '- Payments already instructed keep the bank details copied when the instructions were given; a change applies to new instructions only.',
        '- An inactive account cannot be chosen for payment instructions.',
      ],
    },
    zh: {
      question: '我们的银行账户信息变更后会怎样？',
      answer: [
        '委托方和代理在“设置”›“公司”›“银行账户”中维护本公司的银行账户。',
        '- 有人修改账户的银行信息后，公司的其他所有用户都会收到一条警告通知，写明账户、修改人和修改的字段。如果您事先不知道这次变更，请立即与同事核实：篡改银行信息是最常见的付款欺诈手段。',
        '- 已下达付款指示的付款保留下达指示时复制的银行信息；变更只对新的付款指示生效。',
        '- 停用的账户不能用于付款指示。',
      ],
    },
  },
  {
    slug: 'notifications',
    category: 'account_settings',
    en: {
      question: 'How do notifications work?',
      answer: [
        'PortLedger notifies the people who must act next, and those who need to know, whenever a port call, a DA or a payment moves on.',
        '- The bell in the header shows how many notifications you have not read (99+ above 99). It updates live, without reloading the page.',
        '- Click a notification to open the port call or payment it is about.',
        '- The Notifications page has Unread and Read tabs and a Mark all read button.',
        '- Warnings, such as a query, a declined FDA or a bank-detail change, stand out in colour.',
        'Notifications are written in the language of your user account. Principals can choose under My Account › Preferences which kinds of notification are also sent by e-mail.',
      ],
    },
    zh: {
      question: '通知是如何运作的？',
      answer: [
        '每当船舶挂靠、使费账单或付款进入下一步时，PortLedger 会通知需要接着操作的人以及相关人员。',
        '- 页眉中的铃铛显示未读通知的数量（超过 99 显示 99+），无需刷新页面即可实时更新。',
        '- 点击通知即可打开相关的船舶挂靠或付款。',
        '- “通知”页面有“未读”和“已读”两个标签页，以及“全部标为已读”按钮。',
        '- 警告类通知（例如问询、FDA 被退回或银行信息变更）会以醒目的颜色显示。',
        '通知使用您用户账户设置的语言。委托方可以在“我的账户”›“偏好设置”中选择哪些类别的通知同时通过电子邮件发送。',
      ],
    },
  },
  {
    slug: 'language',
    category: 'account_settings',
    en: {
      question: 'How do I switch between English and Chinese?',
      answer: [
        'Use the language switch in the header and choose English or 中文. The page reloads in that language and your browser remembers the choice for your next visit.',
        'Menus, forms, messages, status names and these help articles all switch; every article is written in both languages. What people typed themselves, such as names, comments and reasons, stays as it was written.',
      ],
    },
    zh: {
      question: '如何在中文和英文之间切换？',
      answer: [
        '在页眉的语言切换中选择“中文”或“English”。页面会以所选语言重新加载，浏览器会记住您的选择，下次访问时继续使用。',
        '菜单、表单、提示信息、状态名称以及这些帮助文章都会随之切换，每篇文章都有中英文两个版本。用户自己输入的内容（例如名称、评论和原因）保持原样。',
      ],
    },
  },
  {
    slug: 'reset-password',
    category: 'account_settings',
    en: {
      question: 'I forgot my password. How do I reset it?',
      answer: [
        '1. On the sign-in page, click Forgot password?.',
        '2. Enter your user name and click Send reset link.',
        '3. Open the e-mail and follow the link within 1 hour.',
        '4. Choose a new password of at least 8 characters, confirm it and click Reset password. Then sign in.',
        'A link works only once; if it has expired, request a new one. When you are signed in, you can change your password from the user menu at the top right › Change password, with your current password.',
      ],
    },
    zh: {
      question: '忘记密码了，如何重置？',
      answer: [
        '1. 在登录页面点击“忘记密码？”。',
        '2. 输入用户名，点击“发送重置链接”。',
        '3. 打开邮件，在 1 小时内点击其中的链接。',
        '4. 设置至少 8 个字符的新密码，再输入一次确认，然后点击“重置密码”，再重新登录。',
        '每个链接只能使用一次；如已过期，请重新申请。已登录时，可以通过右上角的用户菜单 ›“修改密码”更改密码，需要输入当前密码。',
      ],
    },
  },
  {
    slug: 'someone-else-changed-it',
    category: 'account_settings',
    en: {
      question: 'What does "Someone else changed this record" mean?',
      answer: [
        'Port calls, DAs, payments and other shared records are worked on by several people. When you save, PortLedger checks that nobody has changed the record since you opened it. If someone has, nothing of yours is saved and a warning with a Reload button appears.',
        "Click Reload to see the current version, then make your change again if it is still needed. This keeps you from overwriting a colleague's work unnoticed, for example two people approving or paying the same DA.",
      ],
    },
    zh: {
      question: '提示“该记录已被他人修改”是什么意思？',
      answer: [
        '船舶挂靠、使费账单、付款等共享记录会有多人同时处理。保存时，PortLedger 会检查自您打开以来是否有人修改过该记录。如果有，您的修改不会被保存，页面会显示带有“重新加载”按钮的警告。',
        '点击“重新加载”查看最新版本，如仍有需要再重新修改。这样可以避免在不知情的情况下覆盖同事的工作，例如两个人同时批准或支付同一份使费账单。',
      ],
    },
  },
  {
    slug: 'agent-instructions',
    category: 'account_settings',
    en: {
      question: 'What are agent instructions?',
      answer: [
        "Agent instructions are a principal's standing orders to its agents, for example how to handle crew changes, which documents to send, or which costs need approval first.",
        'A principal keeps them under My Account, on the Agent Instructions tab, as sets of articles with a title and a text. When an agent is appointed to a port call, the agent reads the sets that apply to it on the Agent Instructions tab of the port call.',
      ],
    },
    zh: {
      question: '什么是代理指示？',
      answer: [
        '代理指示是委托方给代理的长期指示，例如如何处理船员换班、需要发送哪些文件、哪些费用需要事先批准等。',
        '委托方在“我的账户”的“代理指示”标签页中维护这些指示，每套指示由若干条带标题和正文的条目组成。代理被委托到某个船舶挂靠后，即可在该船舶挂靠的“代理指示”标签页中阅读适用的指示。',
      ],
    },
  },
];
