import { AppError } from '../app-error.ts';
import type { SessionUser } from '../types.ts';

/** Which entities' records a user may see: operators see all, others their own and managed ones. */
export type EntityScope = { all: true } | { all: false; entityIds: number[] };

export function visibleEntityScope(user: SessionUser): EntityScope {
  if (user.kind === 'operator') return { all: true };
  return { all: false, entityIds: [...new Set([user.entityId, ...user.managedEntityIds])] };
}

/** Object guard: a record of an entity the user may not see answers 404, as if it did not exist. */
export function assertEntityVisible(user: SessionUser, entityId: number): void {
  const scope = visibleEntityScope(user);
  if (!scope.all && !scope.entityIds.includes(entityId)) throw new AppError(404, 'resource.notFound');
}
