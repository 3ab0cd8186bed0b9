import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { supportedLocales } from './locales.ts';
import { userKinds } from './roles.ts';

export const locale = z.enum(supportedLocales);
export const userKind = z.enum(userKinds);
/** Company entities have the same kinds as the users who belong to them. */
export const entityKind = userKind;

const userName = z.string().trim().min(1).max(100);
export const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A decimal string with two places, e.g. "12.50". */
export const decimal2 = z.string().regex(/^-?\d+\.\d{2}$/);

export const loginRequest = z
  .object({
    name: userName,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    remember: z.boolean().optional().default(false),
  })
  .strict();
export type LoginRequest = z.input<typeof loginRequest>;

export const entitySummary = z.object({ id: z.number().int(), name: z.string() });
export type EntitySummary = z.infer<typeof entitySummary>;

/** SPEC.md section 3 'User info'. */
export const userInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  email: z.string(),
  kind: userKind,
  locale,
  entity: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: entityKind,
    default_prefunding: decimal2,
    currency: z.string().nullable(),
    currency_locked: z.boolean(),
  }),
  managed_entities: z.array(entitySummary),
});
export type UserInfo = z.infer<typeof userInfo>;

export const profileUpdateRequest = z
  .object({
    display_name: z.string().trim().min(1).max(100).optional(),
    email: z.email().max(254).optional(),
    locale: locale.optional(),
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    password: password.optional(),
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .strict()
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'auth.passwordMismatch',
  });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

export const sendResetRequest = z.object({ name: userName }).strict();
export type SendResetRequest = z.infer<typeof sendResetRequest>;

export const resetPasswordRequest = z
  .object({
    token: z.string().min(10).max(200),
    password,
    password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .strict()
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'auth.passwordMismatch',
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
