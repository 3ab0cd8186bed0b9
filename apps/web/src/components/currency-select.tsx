import { useOptions } from '../lib/options.ts';
import { RemoteSelect } from './remote-select.tsx';

/**
 * Currencies are stored by ISO code, the lookup picks by id: the code's own row (the server lists
 * an exact code match first) gives the id, and the picked option's name is the code.
 */
export function CurrencySelect({
  value,
  onChange,
  id,
  placeholder,
  disabled,
  allowClear,
  'data-testid': testId,
}: {
  value?: string | null;
  onChange?: (code: string | null) => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Off where a currency is required (the preferences). */
  allowClear?: boolean;
  'data-testid'?: string;
}) {
  const current = useOptions('/currencies/option', { name_i_cont: value ?? undefined }, Boolean(value));
  const row = value ? current.data?.find((option) => option.name === value) : undefined;
  return (
    <RemoteSelect
      id={id}
      path="/currencies/option"
      data-testid={testId}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      value={row?.id ?? null}
      initialOption={row ? { id: row.id, name: row.name } : undefined}
      onChange={(_, option) => onChange?.(option?.name ?? null)}
    />
  );
}
