import { type AcceptedContentType, acceptedFileTypes, MAX_FILENAME_LENGTH } from '@portledger/contracts';

/**
 * The name a file is stored and downloaded under: the last path segment of what the client
 * sent, without control, format (bidi override) or reserved characters, at most
 * MAX_FILENAME_LENGTH characters. Unicode letters stay (`装货港使费.pdf` is a fine name).
 */
export function sanitizeFilename(raw: string | undefined, contentType: AcceptedContentType): string {
  const fallbackExtension = acceptedFileTypes[contentType];
  let name = (raw ?? '')
    .normalize('NFC')
    .split(/[/\\]/)
    .at(-1)!
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    // Reserved on Windows, and quotes would need escaping in headers.
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (!name) name = `file.${fallbackExtension}`;
  const chars = [...name];
  if (chars.length <= MAX_FILENAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const stem = [...name.slice(0, name.length - extension.length)];
  return stem.slice(0, MAX_FILENAME_LENGTH - [...extension].length).join('') + extension;
}

/**
 * `Content-Disposition` for a download (RFC 6266): an ASCII fallback for old clients and the
 * exact name in `filename*` (RFC 5987, UTF-8, percent-encoded).
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
