import { PaperClipOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@portledger/contracts';
import { App, Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback.ts';
import { HttpError } from '../lib/http.ts';
import { currentLocale } from '../lib/i18n.ts';
import { clearSession, getToken } from '../lib/session.ts';

/**
 * fetch for what the JSON client (lib/http.ts) cannot carry: multipart uploads and binary
 * downloads. Same headers (the session token, never in a URL), same 401 handling; a failure
 * rejects with an HttpError holding the server's translated `msg`, and the caller shows it.
 */
export async function fetchWithSession(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', currentLocale());
  const token = getToken();
  if (token) headers.set('Authorization', token);
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers, credentials: 'omit' });
  } catch (error) {
    throw new HttpError((error as Error).message, 0);
  }
  if (res.ok) return res;
  const body = (await res.json().catch(() => undefined)) as
    | { code?: number; msg?: string; data?: unknown }
    | undefined;
  if (res.status === 401) {
    clearSession();
    const { pathname, search } = window.location;
    feedback().navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`);
  }
  throw new HttpError(
    body?.msg || res.statusText || String(res.status),
    body?.code ?? res.status,
    body?.data,
  );
}

/** Saves a file through a temporary object URL, so the browser's download keeps the file name. */
export async function downloadFile(
  file: Pick<UploadedFile, 'file_url' | 'original_filename'>,
): Promise<void> {
  const res = await fetchWithSession(file.file_url);
  const url = URL.createObjectURL(await res.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.original_filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click starts the download synchronously; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file's name as a link that downloads it with the session (a plain href would lack the token). */
export function FileLink({
  file,
  children,
}: {
  file: Pick<UploadedFile, 'file_url' | 'original_filename'>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(file);
    } catch (error) {
      message.error(t('files.download.failed', { message: (error as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined />}
      loading={busy}
      onClick={onClick}
      title={t('files.download.title', { name: file.original_filename })}
      style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
    >
      {children ?? file.original_filename}
    </Button>
  );
}
