import type { UserKind } from '@portledger/contracts';
import type { RouteHandle } from '../lib/route-handle.ts';

/** Role requirements of DESIGN.md section 8, used by both the routes and the menu. */
export const PRINCIPAL_ONLY: readonly UserKind[] = ['principal'];
export const PRINCIPAL_AND_AGENT: readonly UserKind[] = ['principal', 'agent'];
export const OPERATOR_ONLY: readonly UserKind[] = ['operator'];
export const PRINCIPAL_AND_OPERATOR: readonly UserKind[] = ['principal', 'operator'];

export function canAccess(kinds: readonly UserKind[] | undefined, kind: UserKind | undefined): boolean {
  if (!kinds) return true;
  return kind !== undefined && kinds.includes(kind);
}

/** A route is open to a user when every matched level allows the user's kind. */
export function canOpenRoute(
  handles: readonly (RouteHandle | undefined)[],
  kind: UserKind | undefined,
): boolean {
  return handles.every((handle) => canAccess(handle?.kinds, kind));
}

/** The menu shows only entries whose role requirement matches the user's kind. */
export function visibleMenuItems<T extends { kinds?: readonly UserKind[] }>(
  items: readonly T[],
  kind: UserKind | undefined,
): T[] {
  return items.filter((item) => canAccess(item.kinds, kind));
}
