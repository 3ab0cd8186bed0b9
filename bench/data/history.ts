import type { Locale } from '@portledger/contracts';
import { type MessageKey, translate } from '../../apps/server/src/i18n/index.ts';
import { stepAt } from './calls.ts';
import { agentUserId, type Plan } from './plan.ts';
import type { Session } from './target.ts';
import { branches, road } from './timeline.ts';

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const actorOf = (kind: string, step: string, plan: Plan) =>
  `case ${kind} when 'principal' then g.creator_id when 'agent' then ${agentUserId('g.a', 1)}
    else 1 + (g.id + ${step}) % ${plan.operators} end`;

/** The operation log of the calls lo..hi: one entry per step walked, in the product's format. */
export async function insertOperationLogs(s: Session, plan: Plan, lo: number, hi: number): Promise<void> {
  await s.exec(`
    insert into audit_events (id, record_type, record_id, action, actor_id, actor_kind, changes, note, created_at)
    select g.id * 32 + r.step, 'port_call', g.id, r.action, ${actorOf('r.by_kind', 'r.step', plan)}, r.by_kind, r.changes, null,
      ${stepAt('r.step')}
    from gen_call g join gen_road r on r.step <= g.progress
    where g.id between ${lo} and ${hi}
    union all
    select g.id * 32 + 31, 'port_call', g.id, b.action, ${actorOf('b.by_kind', 'g.steps', plan)}, b.by_kind, b.changes,
      coalesce(pc.cancel_reason, pc.decline_reason), ${stepAt('g.steps')}
    from gen_call g join gen_branch b on b.branch = g.branch and b.from_step = g.progress
    join port_calls pc on pc.id = g.id
    where g.id between ${lo} and ${hi};
  `);
}

/**
 * Notification texts as the product writes them (notify.da.*, in both languages, decision 050),
 * with {ref}, {actor}, {vessel} and {port} left for the SQL to fill in.
 */
export function noticeTableSql(): string {
  const steps = [...road.map((step, k) => ({ ...step, next: road[k + 1]?.by })), ...Object.values(branches)];
  const rows = steps.flatMap((step) =>
    (['en-US', 'zh-CN'] as Locale[]).map((locale) => {
      const next =
        'next' in step && step.next ? translate(locale, `notify.da.next.${step.next}` as MessageKey) : '';
      const params = {
        action: translate(locale, `portCall.action.${step.action}` as MessageKey),
        next,
      };
      return `(${sqlText(step.action)}, ${sqlText(locale)}, ${sqlText(translate(locale, 'notify.da.title', params))}, ${sqlText(translate(locale, 'notify.da.content', params))})`;
    }),
  );
  return `
    create unlogged table gen_notice (action text, locale text, title text, content text, primary key (action, locale));
    insert into gen_notice values ${rows.join(',\n')};`;
}

/**
 * Notifications of the calls lo..hi: the principal who created the call and the agent hear of its
 * last step (read unless it happened in the last ten days); every operator hears of a call waiting
 * for the desk (unread).
 */
export async function insertNotifications(s: Session, plan: Plan, lo: number, hi: number): Promise<void> {
  const fill = (column: string) =>
    `replace(replace(replace(replace(${column}, '{ref}', pc.ref_no), '{actor}', actor.display_name),
      '{vessel}', coalesce(v.name, '-')), '{port}', coalesce(p.name, '-'))`;
  const last = `(select action from gen_branch where branch = g.branch and from_step = g.progress
      union all select action from gen_road where step = g.progress and g.branch = '' limit 1)`;
  const lastBy = `(select by_kind from gen_branch where branch = g.branch and from_step = g.progress
      union all select by_kind from gen_road where step = g.progress and g.branch = '' limit 1)`;
  await s.exec(`
    insert into notifications (id, user_id, title, content, title_zh, content_zh, business_area, severity, link,
      read_at, created_at)
    select g.id * 16 + recipient.k, u.id, ${fill('n.title')}, ${fill('n.content')}, ${fill('nz.title')},
      ${fill('nz.content')},
      case when w.action like 'pda%' then 'PDA' else 'PORT_CALL' end,
      case when w.action in ('fda_decline', 'fda_raise_query') then 'warning' else 'info' end,
      '/das-mgmt/' || g.id,
      case when g.end_at < timestamptz '${plan.today}' - interval '10 days' and not w.waiting
        then g.end_at + interval '1 day' end,
      g.end_at
    from gen_call g
    cross join lateral (select ${last} as action, ${lastBy} as by_kind,
      pc0.status in ('pda_pending_screening', 'fda_pending_screening', 'pda_checking', 'fda_checking') as waiting
      from port_calls pc0 where pc0.id = g.id) w
    join port_calls pc on pc.id = g.id
    left join vessels v on v.id = pc.vessel_id
    left join ports p on p.id = pc.port_id
    join users actor on actor.id = ${actorOf('w.by_kind', 'g.steps', plan)}
    cross join lateral (
      select g.creator_id as id, 0 as k
      union all select ${agentUserId('g.a', 1)}, 1 where g.progress >= 1
      union all select o, 1 + o from generate_series(1, ${plan.operators}) o where w.waiting
    ) recipient
    join users u on u.id = recipient.id and u.id <> actor.id
    join gen_notice n on n.action = w.action and n.locale = 'en-US'
    join gen_notice nz on nz.action = w.action and nz.locale = 'zh-CN'
    where g.id between ${lo} and ${hi} and g.progress >= 1;
  `);
}
