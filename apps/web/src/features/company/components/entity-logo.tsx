import { BankOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@portledger/contracts';
import { Avatar } from 'antd';
import { useEffect, useState } from 'react';
import { fetchWithSession } from '../../../components/file-link.tsx';

/**
 * The logo is fetched with the session token (files are never public URLs) and shown from an
 * object URL; without a logo, or while it loads, a neutral bank icon stands in.
 */
export function EntityLogo({ logo, size = 48 }: { logo: UploadedFile | null; size?: number }) {
  const [src, setSrc] = useState<string>();
  const fileUrl = logo?.file_url;
  useEffect(() => {
    if (!fileUrl) {
      setSrc(undefined);
      return;
    }
    let url: string | undefined;
    let cancelled = false;
    fetchWithSession(fileUrl)
      .then((res) => res.blob())
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => setSrc(undefined));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileUrl]);
  return (
    <Avatar
      shape="square"
      size={size}
      src={src}
      icon={<BankOutlined />}
      alt={logo?.original_filename}
      style={{ flex: 'none', background: src ? 'transparent' : undefined }}
    />
  );
}
