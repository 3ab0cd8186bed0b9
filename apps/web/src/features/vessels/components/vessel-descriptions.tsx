import type { VesselDetail } from '@portledger/contracts';
import { Descriptions, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASH, formatAmount, formatDate } from '../../../lib/format.ts';
import { type DetailTab, type FieldSpec, fieldValue, vesselSections } from './vessel-fields.ts';

function display(vessel: VesselDetail, field: FieldSpec): ReactNode {
  switch (field.kind) {
    case 'flag':
      return vessel.flag ? `${vessel.flag.name} (${vessel.flag.code})` : DASH;
    case 'type':
      return vessel.vessel_type?.name ?? DASH;
    case 'measure':
      return (
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatAmount(fieldValue(vessel, field.name) as string | null)}
        </span>
      );
    case 'date':
      return formatDate(fieldValue(vessel, field.name) as string | null);
    default: {
      const value = fieldValue(vessel, field.name);
      return value === null || value === undefined || value === '' ? DASH : String(value);
    }
  }
}

/** The particulars of one detail tab, one bordered Descriptions per section. */
export function VesselDescriptions({ vessel, tab }: { vessel: VesselDetail; tab: DetailTab }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {vesselSections
        .filter((section) => section.tab === tab)
        .map((section) => (
          <Descriptions
            key={section.key}
            data-testid={`vessel-section-${section.key}`}
            title={t(`vessels.section.${section.key}`)}
            bordered
            size="small"
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
            styles={{ label: { width: 170 } }}
            items={section.fields.map((field) => ({
              key: field.name,
              label: t(`vessels.field.${field.label}`),
              children: <span style={{ whiteSpace: 'pre-line' }}>{display(vessel, field)}</span>,
              ...(field.kind === 'longText' ? { span: 'filled' as const } : {}),
            }))}
          />
        ))}
    </Space>
  );
}
