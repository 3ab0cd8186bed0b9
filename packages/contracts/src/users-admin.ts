import { z } from 'zod';
import { userKind } from './auth.ts';
import { envelope, listData, objectData } from './envelope.ts';
import { booleanFilter, idFilter, listQuery, textFilter } from './query.ts';

/**
 * Operators' user administration (issue 9): the list of users with their sign-in state, ending a
 * user's sessions, disabling and enabling a user.
 */
export const userAdminSortFields = [
  'name',
  'display_name',
  'kind',
  'entity_name',
  'last_sign_in_at',
] as const;

/** `GET /users?q=&kind_eq=&entity_id_eq=&is_active_eq=`: `q` searches user name, display name and e-mail. */
export const userAdminListQuery = listQuery(
  {
    q: textFilter.optional(),
    kind_eq: userKind.optional(),
    /** The user's company. */
    entity_id_eq: idFilter.optional(),
    is_active_eq: booleanFilter.optional(),
  },
  userAdminSortFields,
);
export type UserAdminListQuery = z.output<typeof userAdminListQuery>;

export const userAdminItem = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  email: z.string(),
  kind: userKind,
  company: z.object({ id: z.number().int(), name: z.string() }),
  is_active: z.boolean(),
  /** When the user last signed in (ISO), null if never. */
  last_sign_in_at: z.string().nullable(),
  /** Sessions that would let the user in right now (not ended, expired or idle). */
  live_sessions: z.number().int(),
  lock_version: z.number().int(),
});
export type UserAdminItem = z.infer<typeof userAdminItem>;

/** Disable and enable carry the lock_version the operator saw; a stale one answers 409. */
export const userStatusRequest = z.object({ lock_version: z.number().int().min(0) }).strict();
export type UserStatusRequest = z.infer<typeof userStatusRequest>;

export const userAdminListResponse = envelope(listData(userAdminItem));
export type UserAdminListResponse = z.infer<typeof userAdminListResponse>;
export const userAdminResponse = envelope(objectData(userAdminItem));
export type UserAdminResponse = z.infer<typeof userAdminResponse>;

/** `POST /users/{id}/end_sessions` and `/disable`: the user as it is now and how many sessions ended. */
export const userSessionsEndedResponse = envelope(
  z.object({ object: userAdminItem, ended_sessions: z.number().int() }),
);
export type UserSessionsEndedResponse = z.infer<typeof userSessionsEndedResponse>;
