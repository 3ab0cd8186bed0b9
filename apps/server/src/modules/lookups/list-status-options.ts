import {
  type Locale,
  type ParsedLookupOptionQuery,
  portCallStatuses,
  type StatusOptionItem,
  statusLabel,
  statusOrder,
} from '@portledger/contracts';

/** Port-call statuses in SPEC.md section 4's order, labelled in the caller's language. */
export function listStatusOptions({
  locale,
  query,
}: {
  locale: Locale;
  query: ParsedLookupOptionQuery;
}): StatusOptionItem[] {
  const text = query.name_i_cont?.toLowerCase();
  return portCallStatuses
    .map((status) => ({ id: status, name: statusLabel(status, locale), order: statusOrder(status) }))
    .filter((item) => !text || item.name.toLowerCase().includes(text) || item.id.includes(text));
}
