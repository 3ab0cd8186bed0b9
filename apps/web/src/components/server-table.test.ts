import { describe, expect, it } from 'vitest';
import { serverTableProps, sortableBy, sortOrderOf, toListChange } from './server-table.ts';

describe('server-side table', () => {
  it('shows the list sort on its column', () => {
    expect(sortOrderOf('name', 'name')).toBe('ascend');
    expect(sortOrderOf('-name', 'name')).toBe('descend');
    expect(sortOrderOf('-name', 'imo')).toBeNull();
    expect(sortOrderOf(undefined, 'name')).toBeNull();
    expect(sortableBy('-dwt')('dwt')).toEqual({ key: 'dwt', sorter: true, sortOrder: 'descend' });
  });

  it('turns paging into a page and size, keeping the sort', () => {
    expect(
      toListChange(
        { current: 3, pageSize: 20 },
        { columnKey: 'name', order: 'ascend' },
        { action: 'paginate' },
      ),
    ).toEqual({ page: 3, perPage: 20 });
  });

  it('turns a sort into sort=[-]column key and starts again at the first page', () => {
    const sorted = (order: 'ascend' | 'descend' | undefined) =>
      toListChange({ current: 4, pageSize: 20 }, { columnKey: 'updated_at', order }, { action: 'sort' });
    expect(sorted('ascend')).toEqual({ page: 1, sort: 'updated_at' });
    expect(sorted('descend')).toEqual({ page: 1, sort: '-updated_at' });
    expect(sorted(undefined)).toEqual({ page: 1, sort: undefined });
    expect(toListChange({}, [{ columnKey: 'eta', order: 'descend' }], { action: 'sort' })).toEqual({
      page: 1,
      sort: '-eta',
    });
  });

  it('shows the server page in the pagination bar', () => {
    const props = serverTableProps({
      page: { page: 2, per_page: 20, total_count: 45 },
      showTotal: (total) => `${total} rows`,
      onChange: () => {},
    });
    expect(props.pagination).toMatchObject({ current: 2, pageSize: 20, total: 45, showSizeChanger: true });
  });
});
