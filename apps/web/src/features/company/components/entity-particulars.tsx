import type { EntityDetail } from '@portledger/contracts';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DASH, formatDate } from '../../../lib/format.ts';
import { EntityLogo } from './entity-logo.tsx';

const orDash = (value: string | null | undefined) => value || DASH;

/** The particulars of a company or legal entity, read-only. */
export function EntityParticulars({ entity }: { entity: EntityDetail }) {
  const { t } = useTranslation();
  const address = [entity.address_line1, entity.address_line2, entity.address_line3]
    .concat([[entity.postcode, entity.city].filter(Boolean).join(' '), entity.country?.name ?? ''])
    .filter(Boolean);
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }} data-testid="entity-particulars">
      <EntityLogo logo={entity.logo} size={72} />
      <Descriptions
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        column={{ xs: 1, md: 2, xl: 3 }}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          { label: t('company.entity.name'), children: entity.name, span: { xs: 1, md: 2, xl: 3 } },
          { label: t('company.entity.kind'), children: <Tag>{t(`company.kind.${entity.kind}`)}</Tag> },
          { label: t('company.entity.commercialRegNo'), children: orDash(entity.commercial_reg_no) },
          { label: t('company.entity.incorporationOn'), children: formatDate(entity.incorporation_on) },
          { label: t('company.entity.dunNo'), children: orDash(entity.dun_no) },
          { label: t('company.entity.currency'), children: orDash(entity.currency) },
          { label: t('company.entity.mainContact'), children: orDash(entity.main_contact_name) },
          {
            label: t('company.entity.address'),
            span: { xs: 1, md: 2, xl: 3 },
            children: address.length ? (
              <span style={{ whiteSpace: 'pre-line' }}>{address.join('\n')}</span>
            ) : (
              DASH
            ),
          },
          {
            label: t('company.entity.emails'),
            children: entity.emails.length ? (
              <div style={{ display: 'flex', flexDirection: 'column' }}>
                {entity.emails.map((email) => (
                  <Typography.Link key={email} href={`mailto:${email}`}>
                    {email}
                  </Typography.Link>
                ))}
              </div>
            ) : (
              DASH
            ),
          },
          { label: t('company.entity.phone'), children: orDash(entity.phone) },
          { label: t('company.entity.fax'), children: orDash(entity.fax) },
          {
            label: t('company.entity.website'),
            children: entity.website ? (
              <Typography.Link href={entity.website} target="_blank" rel="noopener noreferrer">
                {entity.website}
              </Typography.Link>
            ) : (
              DASH
            ),
          },
          { label: t('company.entity.updatedAt'), children: formatDate(entity.updated_at, 'dateTime') },
        ]}
      />
    </div>
  );
}
