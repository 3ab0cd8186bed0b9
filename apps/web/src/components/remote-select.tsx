import type { OptionItem } from '@portledger/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, Spin, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OptionParams, type OptionRow, optionsQueryOptions } from '../lib/options.ts';

/** Wait this long after the last keystroke before asking the server (SPEC.md: default debounce). */
export const DEBOUNCE = 1000;

export interface RemoteSelectProps {
  /** An `/option`-style endpoint, e.g. `/countries/option`. */
  path: string;
  /** Fixed filters sent with every search, e.g. `{ port_id_eq: 3 }`. */
  params?: OptionParams;
  value?: number | null;
  onChange?: (id: number | null, option?: OptionItem) => void;
  /** The current choice's label, so an edit form shows it before any search. */
  initialOption?: { id: number; name: string };
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  id?: string;
  'data-testid'?: string;
  'aria-label'?: string;
  /** Keeps only some of the endpoint's rows (e.g. companies among `/entities/option`). */
  filterRows?: (row: OptionRow) => boolean;
  /** Shown when the search finds nothing (default: "No match"). */
  notFoundText?: string;
  /** How an open list's option is drawn, and their order (e.g. the agents' scorecards on the appointment form). */
  optionRender?: SelectProps<number | null>['optionRender'];
  filterSort?: SelectProps<number | null>['filterSort'];
  /**
   * A short text shown muted after each row's name, which tells rows of the same name apart (the
   * demo has two ports called Shanghai): `portDetail`, `vesselDetail`.
   */
  detail?: (row: OptionRow) => string | null | undefined;
}

/** A port's UN/LOCODE ('CNSHA'). */
export const portDetail = (row: OptionRow): string | undefined =>
  typeof row.unlocode === 'string' ? row.unlocode : undefined;
/** A vessel's IMO number ('IMO 9234567'). */
export const vesselDetail = (row: OptionRow): string | undefined =>
  typeof row.imo === 'string' && row.imo ? `IMO ${row.imo}` : undefined;

function labelOf(row: OptionRow, detail: RemoteSelectProps['detail']): ReactNode {
  const extra = detail?.(row);
  if (!extra) return row.name;
  return (
    <span>
      {row.name} <Typography.Text type="secondary">{extra}</Typography.Text>
    </span>
  );
}

/** A select that searches the server as the user types (`name_i_cont`), debounced. */
export function RemoteSelect({
  path,
  params,
  value,
  onChange,
  initialOption,
  placeholder,
  allowClear = true,
  disabled,
  style,
  id,
  'data-testid': testId,
  'aria-label': ariaLabel,
  filterRows,
  notFoundText,
  optionRender,
  filterSort,
  detail,
}: RemoteSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState('');
  // The last option picked, so its label survives a new search that does not list it.
  const [picked, setPicked] = useState<OptionRow | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTerm(text.trim()), DEBOUNCE);
  };

  const query = useQuery({
    ...optionsQueryOptions(path, { ...params, name_i_cont: term || undefined }),
    // Nothing is fetched until the user opens the list or types.
    enabled: !disabled && (open || term !== ''),
    placeholderData: keepPreviousData,
  });

  // Until the debounced search has answered, the previous answer would be misleading: show a spinner.
  const searching = typed.trim() !== term || (query.isFetching && query.isPlaceholderData);
  const rows: OptionRow[] = useMemo(() => {
    const all = searching ? [] : (query.data ?? []);
    return filterRows ? all.filter(filterRows) : all;
  }, [searching, query.data, filterRows]);
  const idle = !typed.trim() && !term;
  const options = useMemo(() => {
    const list: { value: number; label: ReactNode }[] = rows.map((row) => ({
      value: row.id,
      label: labelOf(row, detail),
    }));
    // The current choice is listed while nothing is searched; during a search antd keeps its label.
    for (const known of idle ? [picked, initialOption] : []) {
      if (known && known.id === value && !list.some((item) => item.value === known.id)) {
        list.unshift({ value: known.id, label: labelOf(known, detail) });
      }
    }
    return list;
  }, [rows, picked, initialOption, value, idle, detail]);

  const waiting = searching || (query.isFetching && !query.data);

  return (
    <Select<number | null>
      id={id}
      data-testid={testId}
      aria-label={ariaLabel}
      value={value ?? null}
      placeholder={placeholder ?? t('lookups.remoteSelect.placeholder')}
      allowClear={allowClear}
      disabled={disabled}
      style={style}
      options={options}
      loading={waiting && open}
      optionRender={optionRender}
      // A name with its code may be wider than the field: the list grows to show both.
      popupMatchSelectWidth={detail ? false : undefined}
      showSearch={{ filterOption: false, onSearch, searchValue: typed, filterSort }}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) return;
        // antd clears the typed text on close; forget the search with it.
        clearTimeout(timer.current);
        setTyped('');
        setTerm('');
      }}
      notFoundContent={waiting ? <Spin size="small" /> : (notFoundText ?? t('lookups.remoteSelect.noMatch'))}
      onChange={(next) => {
        setTyped('');
        if (next === null || next === undefined) {
          setPicked(undefined);
          onChange?.(null);
          return;
        }
        const row: OptionRow | undefined =
          rows.find((item) => item.id === next) ?? (initialOption?.id === next ? initialOption : undefined);
        setPicked(row);
        onChange?.(next, row ? { id: row.id, name: row.name } : undefined);
      }}
    />
  );
}
