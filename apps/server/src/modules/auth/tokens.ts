import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for session and password reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked database does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Accepts `Authorization: <token>` and `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}
