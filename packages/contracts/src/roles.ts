import { z } from 'zod';

/** The three kinds of user (SPEC.md section 6). The kind decides access. */
export const userKinds = ['principal', 'agent', 'operator'] as const;
export const userKind = z.enum(userKinds);
export type UserKind = z.infer<typeof userKind>;

/** Company entities have the same kinds as the users who belong to them. */
export const entityKind = userKind;
export type EntityKind = UserKind;
