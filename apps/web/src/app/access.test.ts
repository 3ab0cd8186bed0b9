import type { UserKind } from '@portledger/contracts';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteHandle } from '../lib/route-handle.ts';
import { canAccess, canOpenRoute, PRINCIPAL_ONLY, visibleMenuItems } from './access.ts';
import { menuEntries, selectedMenuPath } from './menu.tsx';
import { routes } from './routes.tsx';

const handlesOf = (path: string) =>
  (matchRoutes(routes, path) ?? []).map((match) => match.route.handle as RouteHandle | undefined);
const opens = (path: string, kind: UserKind) => canOpenRoute(handlesOf(path), kind);
const labels = (kind: UserKind) =>
  visibleMenuItems(menuEntries, kind).map((entry) => entry.label.split('.').pop());

describe('role filter', () => {
  it('lets everyone through a route without a requirement, and only listed kinds otherwise', () => {
    expect(canAccess(undefined, 'operator')).toBe(true);
    expect(canAccess(PRINCIPAL_ONLY, 'principal')).toBe(true);
    expect(canAccess(PRINCIPAL_ONLY, 'agent')).toBe(false);
    expect(canAccess(PRINCIPAL_ONLY, undefined)).toBe(false);
  });

  it('shows each kind only its menu entries', () => {
    expect(labels('principal')).toEqual([
      'dashboard',
      'dasMgmt',
      'payments',
      'scorecards',
      'vessels',
      'ports',
      'notifications',
      'helpCentre',
      'myAccount',
      'company',
      'charterers',
    ]);
    expect(labels('agent')).toEqual([
      'dashboard',
      'dasMgmt',
      'payments',
      'vessels',
      'ports',
      'notifications',
      'helpCentre',
      'company',
    ]);
    expect(labels('operator')).toEqual([
      'dashboard',
      'dasMgmt',
      'payments',
      'scorecards',
      'vessels',
      'ports',
      'notifications',
      'helpCentre',
      'users',
      'screening',
    ]);
  });

  it.each([
    ['/das-mgmt/create', ['principal']],
    ['/das-mgmt/12/approve', ['principal']],
    ['/myaccount/profile', ['principal']],
    ['/myaccount/preference/create-instruction/3', ['principal']],
    ['/settings/charterers', ['principal']],
    ['/settings/charterers/create-charterer', ['principal']],
    ['/settings/company', ['principal', 'agent']],
    ['/settings/company/4/bank-account/9', ['principal', 'agent']],
    ['/settings/users', ['operator']],
    ['/settings/screening', ['operator']],
    ['/agent-scorecards', ['principal', 'operator']],
    ['/das-mgmt', ['principal', 'agent', 'operator']],
    ['/das-mgmt/12/payment/5', ['principal', 'agent', 'operator']],
    ['/ports/1/terminal/2', ['principal', 'agent', 'operator']],
    ['/help-centre/8', ['principal', 'agent', 'operator']],
  ] as const)('opens %s only for %j', (path, kinds) => {
    for (const kind of ['principal', 'agent', 'operator'] as const) {
      expect(opens(path, kind), `${kind} on ${path}`).toBe((kinds as readonly string[]).includes(kind));
    }
  });

  it('gives every menu entry the same requirement as its route', () => {
    for (const entry of menuEntries) {
      for (const kind of ['principal', 'agent', 'operator'] as const) {
        expect(opens(entry.path, kind), `${kind} on ${entry.path}`).toBe(canAccess(entry.kinds, kind));
      }
    }
  });

  it('routes every DESIGN.md path somewhere other than the 404 catch-all', () => {
    for (const path of [
      '/dashboard',
      '/payment',
      '/vessels/1',
      '/ports/2',
      '/notification',
      '/myaccount/preference',
    ]) {
      const last = matchRoutes(routes, path)?.at(-1)?.route;
      expect(last?.path, path).not.toBe('*');
    }
    expect(matchRoutes(routes, '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });

  it('highlights the menu entry of the current section', () => {
    expect(selectedMenuPath('/das-mgmt/12/approve')).toBe('/das-mgmt');
    expect(selectedMenuPath('/myaccount/preference')).toBe('/myaccount/profile');
    expect(selectedMenuPath('/settings/company/3')).toBe('/settings/company');
    expect(selectedMenuPath('/unknown')).toBeUndefined();
  });
});
