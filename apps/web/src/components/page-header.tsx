import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../lib/route-handle.ts';
import { PageTitle } from './plain-text.tsx';

export interface Crumb {
  title: string;
  /** Absent for the current page and for grouping crumbs. */
  path?: string;
}

/** The breadcrumb trail of the current route, from the `crumb` of every matched route. */
export function useRouteTrail(): Crumb[] {
  const { t } = useTranslation();
  const matches = useMatches();
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (!handle?.crumb || seen.has(handle.crumb)) continue;
    seen.add(handle.crumb);
    trail.push({ title: t(handle.crumb), path: handle.noLink ? undefined : match.pathname });
  }
  const last = trail.at(-1);
  if (last) last.path = undefined;
  return trail;
}

/** Every page starts with a breadcrumb and a title (DESIGN.md section 9). */
export function PageHeader({ title, trail, extra }: { title: string; trail: Crumb[]; extra?: ReactNode }) {
  const { t } = useTranslation();
  const items: { title: ReactNode }[] = [{ title: <Link to="/dashboard">{t('common.home')}</Link> }];
  for (const crumb of trail) {
    items.push({ title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title });
  }
  return (
    <div style={{ marginBottom: 16 }}>
      <Breadcrumb items={items} />
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
        <PageTitle style={{ margin: '8px 0 0' }}>{title}</PageTitle>
        {extra}
      </div>
    </div>
  );
}
