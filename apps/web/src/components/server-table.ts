import type { PageInfo } from '@portledger/contracts';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult, SortOrder, TableCurrentDataSource } from 'antd/es/table/interface';
import type { ListPaging } from '../lib/list-params.ts';

/**
 * Server-side paging and sorting for an antd Table whose state lives in the URL
 * (`lib/list-params.ts`): the sort is `sort=field` / `sort=-field`, `field` being the column key.
 */
export type ListChange = Partial<ListPaging>;

/** The column's order shown for the list's sort. */
export function sortOrderOf(sort: string | undefined, field: string): SortOrder {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

/** The props of a sortable column: spread into the column (`...sortable('name')`). */
export const sortableBy = (sort: string | undefined) => (field: string) => ({
  key: field,
  sorter: true,
  sortOrder: sortOrderOf(sort, field),
});

/** antd's onChange as a list change: a new sort starts again at the first page. */
export function toListChange<T>(
  pagination: TablePaginationConfig,
  sorter: SorterResult<T> | SorterResult<T>[],
  extra: Pick<TableCurrentDataSource<T>, 'action'>,
): ListChange {
  if (extra.action !== 'sort') return { page: pagination.current ?? 1, perPage: pagination.pageSize ?? 10 };
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = single?.order ? String(single.columnKey) : undefined;
  return { page: 1, sort: field && (single?.order === 'descend' ? `-${field}` : field) };
}

/** The Table props for a server-paged list: its pagination bar and its onChange. */
export function serverTableProps<T>({
  page,
  showTotal,
  onChange,
}: {
  page?: PageInfo;
  showTotal: (total: number) => string;
  onChange: (change: ListChange) => void;
}): Pick<TableProps<T>, 'pagination' | 'onChange'> {
  return {
    pagination: {
      current: page?.page ?? 1,
      pageSize: page?.per_page ?? 10,
      total: page?.total_count ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [10, 20, 50, 100],
      showTotal,
    },
    onChange: (pagination, _filters, sorter, extra) => onChange(toListChange(pagination, sorter, extra)),
  };
}
