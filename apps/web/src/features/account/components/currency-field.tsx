import { RemoteSelect } from '../../../components/remote-select.tsx';
import { useOptions } from '../../../lib/options.ts';

/**
 * A currency picked from `/currencies/option` and kept as its ISO code: the code's own row (the
 * server lists an exact code match first) gives the select its id and label.
 */
export function CurrencyField({
  value,
  onChange,
  id,
  disabled,
  'data-testid': testId,
}: {
  value?: string | null;
  onChange?: (code: string | null) => void;
  id?: string;
  disabled?: boolean;
  'data-testid'?: string;
}) {
  const current = useOptions('/currencies/option', { name_i_cont: value ?? undefined }, Boolean(value));
  const row = value ? current.data?.find((option) => option.name === value) : undefined;
  return (
    <RemoteSelect
      id={id}
      path="/currencies/option"
      data-testid={testId}
      disabled={disabled}
      allowClear={false}
      value={row?.id ?? null}
      initialOption={row ? { id: row.id, name: row.name } : undefined}
      onChange={(_, option) => onChange?.(option?.name ?? null)}
      style={{ width: '100%' }}
    />
  );
}
