import type { VesselCertificate } from '@portledger/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Red for expired, orange for expiring within 30 days; nothing for a valid certificate. */
export function CertificateStatusTag({ certificate }: { certificate: VesselCertificate }) {
  const { t } = useTranslation();
  if (certificate.is_expired) {
    return (
      <Tag color="red" data-testid="certificate-expired">
        {t('vessels.certificate.expired')}
      </Tag>
    );
  }
  if (certificate.is_expiring) {
    return (
      <Tag color="orange" data-testid="certificate-expiring">
        {t('vessels.certificate.expiring')}
      </Tag>
    );
  }
  return null;
}
