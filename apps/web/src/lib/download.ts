import { fetchWithSession } from '../components/file-link.tsx';
import { feedback } from './feedback.ts';
import { apiPrefix, HttpError } from './http.ts';

/** Query parameters; absent, null and empty values are left out, arrays repeat the key. */
type Params = Record<string, unknown>;

/** The name in `Content-Disposition`: the exact UTF-8 `filename*`, else the ASCII `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads a document or export of the API (a PDF, an xlsx) and saves it (decision 021): fetched
 * with the session's Authorization header like uploads and attachments (a plain link would carry
 * no token), then handed to the browser as a blob under the server's file name. A refusal shows
 * the server's message. Pages import this module on click, so none carries it before it is used.
 */
export async function downloadDocument(path: string, params: Params = {}, fallbackName = 'download') {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') query.append(key, String(item));
    }
  }
  const search = query.toString();
  try {
    const res = await fetchWithSession(`${apiPrefix()}${path}${search ? `?${search}` : ''}`);
    const url = URL.createObjectURL(await res.blob());
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fileNameOf(res.headers.get('Content-Disposition'), fallbackName);
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // The click starts the download synchronously; revoking later keeps slow browsers safe.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    const message = error instanceof HttpError ? error.message : (error as Error).message;
    if (!(error instanceof HttpError && error.code === 401)) feedback().showError({ message });
    throw error;
  }
}
