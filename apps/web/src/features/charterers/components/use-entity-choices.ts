import { useSyncExternalStore } from 'react';
import { getUser, subscribeSession } from '../../../lib/session.ts';

/**
 * The legal entities a principal keeps charterers under: the ones the account manages (from the
 * session's user info, no request needed); the company itself when it manages none.
 */
export function useEntityChoices(): { id: number; name: string }[] {
  const user = useSyncExternalStore(subscribeSession, getUser);
  if (!user) return [];
  if (user.managed_entities.length > 0) return user.managed_entities;
  return [{ id: user.entity.id, name: user.entity.name }];
}
