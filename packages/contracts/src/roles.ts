/**
 * The three kinds of user (SPEC.md section 6). The kind decides access. Without zod: the web's
 * first pages read these (docs/decisions/018); the schemas `userKind` and `entityKind` are in
 * auth.ts.
 */
export const userKinds = ['principal', 'agent', 'operator'] as const;
export type UserKind = (typeof userKinds)[number];

/** Company entities have the same kinds as the users who belong to them. */
export type EntityKind = UserKind;
