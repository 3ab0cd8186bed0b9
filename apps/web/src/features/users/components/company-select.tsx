import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../../components/remote-select.tsx';
import type { OptionRow } from '../../../lib/options.ts';

interface Props {
  value?: number;
  /** The chosen company's name when it came from the URL (read from the list's rows). */
  label?: string;
  onChange: (id: number | undefined) => void;
}

/** Companies are the entities without a parent; their legal entities are not listed. */
const isCompany = (row: OptionRow) => row.parent_id === null;

/**
 * Users belong to companies, not to legal entities: this picks from `/entities/option` (operators
 * see every entity) and keeps the companies only, searching as the user types.
 */
export function CompanySelect({ value, label, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <RemoteSelect
      path="/entities/option"
      filterRows={isCompany}
      data-testid="users-company"
      aria-label={t('users.list.company')}
      placeholder={t('users.list.allCompanies')}
      notFoundText={t('users.list.noCompany')}
      style={{ width: 280 }}
      value={value ?? null}
      initialOption={value && label ? { id: value, name: label } : undefined}
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}
