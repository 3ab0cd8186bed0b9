import { CERTIFICATE_EXPIRY_WARNING_DAYS } from '@portledger/contracts';

/** Today's date on the server, 'YYYY-MM-DD' in UTC: one calendar for every user and instance. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The last expiry date that still counts as 'expiring soon' when seen on `today`. */
export function dueLimit(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + CERTIFICATE_EXPIRY_WARNING_DAYS);
  return date.toISOString().slice(0, 10);
}

/** ISO dates compare as strings. Expired: before today; expiring: today up to today + 30 days. */
export function certificateFlags(expiresOn: string | null, today: string) {
  if (!expiresOn) return { is_expired: false, is_expiring: false };
  const isExpired = expiresOn < today;
  return { is_expired: isExpired, is_expiring: !isExpired && expiresOn <= dueLimit(today) };
}
