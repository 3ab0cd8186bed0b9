import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useOptions } from '../../../lib/options.ts';

/** Vessel types are a short seeded list: fetched once (cached 600 s) and filtered locally. */
export function VesselTypeSelect({
  value,
  onChange,
  placeholder,
  style,
  id,
  'data-testid': testId,
}: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  placeholder?: string;
  style?: CSSProperties;
  id?: string;
  'data-testid'?: string;
}) {
  const types = useOptions('/vessels/vessel_type_option');
  return (
    <Select<number | null>
      id={id}
      data-testid={testId}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={style}
      placeholder={placeholder}
      loading={types.isLoading}
      value={value ?? null}
      options={(types.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}
