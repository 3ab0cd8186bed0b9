import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * First paint before the route's chunks arrive: a spinner after 150 ms, like antd's Spin with a
 * delay, drawn without antd (the entry does not load it; docs/decisions/018).
 */
export function FirstLoad() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 150);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
      <svg width="32" height="32" viewBox="0 0 32 32" role="img" aria-label={t('common.loading')}>
        <circle cx="16" cy="16" r="13" fill="none" stroke="#e3edf7" strokeWidth="3" />
        <path d="M16 3a13 13 0 0 1 13 13" fill="none" stroke="#1f4e79" strokeWidth="3" strokeLinecap="round">
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 16 16"
            to="360 16 16"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
    </div>
  );
}
