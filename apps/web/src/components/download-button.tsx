import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';

type Params = Record<string, unknown>;

/**
 * A button that downloads a document or export of the API (decision 021). The download code is
 * imported on click: pages that show the button do not carry it (the list page's bundle budget).
 */
export function DownloadButton({
  path,
  params,
  fallbackName,
  children,
  ...button
}: {
  path: string;
  params?: Params;
  fallbackName: string;
  children: ReactNode;
} & Omit<ButtonProps, 'onClick' | 'loading' | 'children'>) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { downloadDocument } = await import('../lib/download.ts');
      await downloadDocument(path, params, fallbackName);
    } catch {
      // downloadDocument has told the user (a toast, or the sign-in page after a 401).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} {...button} loading={busy} onClick={download}>
      {children}
    </Button>
  );
}
