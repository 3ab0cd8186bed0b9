import { WarningOutlined } from '@ant-design/icons';
import type { PageInfo, VesselListItem } from '@portledger/contracts';
import { Table, type TableProps, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListChange, serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { DASH, formatAmount, formatDate } from '../../../lib/format.ts';

interface Props {
  rows: VesselListItem[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  onChange: (change: ListChange) => void;
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** Vessels with server-side paging and sorting; the sort lives in the URL as `sort=[-]field`. */
export function VesselsTable({ rows, page, loading, sort, empty, onChange }: Props) {
  const { t } = useTranslation();
  const sortable = sortableBy(sort);

  const columns: TableProps<VesselListItem>['columns'] = [
    {
      ...sortable('name'),
      title: t('vessels.column.name'),
      render: (_, vessel) => (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <Link to={`/vessels/${vessel.id}`} data-testid={`vessel-link-${vessel.imo}`}>
            {vessel.name}
          </Link>
          {vessel.certificates_due_count > 0 && (
            <Tooltip title={t('vessels.list.due', { count: vessel.certificates_due_count })}>
              <WarningOutlined
                style={{ color: '#fa8c16' }}
                aria-label={t('vessels.list.due', { count: vessel.certificates_due_count })}
              />
            </Tooltip>
          )}
        </span>
      ),
    },
    {
      ...sortable('imo'),
      title: t('vessels.column.imo'),
      dataIndex: 'imo',
      width: 110,
      render: (imo: string) => <Typography.Text style={numeric}>{imo}</Typography.Text>,
    },
    {
      ...sortable('vessel_type'),
      title: t('vessels.column.type'),
      render: (_, vessel) => vessel.vessel_type?.name ?? DASH,
    },
    {
      ...sortable('flag'),
      title: t('vessels.column.flag'),
      render: (_, vessel) => (vessel.flag ? `${vessel.flag.name} (${vessel.flag.code})` : DASH),
    },
    {
      ...sortable('gt'),
      title: t('vessels.column.gt'),
      align: 'right',
      width: 130,
      render: (_, vessel) => <span style={numeric}>{formatAmount(vessel.gt)}</span>,
    },
    {
      ...sortable('dwt'),
      title: t('vessels.column.dwt'),
      align: 'right',
      width: 140,
      render: (_, vessel) => <span style={numeric}>{formatAmount(vessel.dwt)}</span>,
    },
    {
      ...sortable('delivered_on'),
      title: t('vessels.column.delivered'),
      width: 150,
      render: (_, vessel) => formatDate(vessel.delivered_on),
    },
  ];

  return (
    <Table<VesselListItem>
      rowKey="id"
      size="middle"
      data-testid="vessels-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 960 }}
      {...serverTableProps<VesselListItem>({
        page,
        showTotal: (total) => t('vessels.list.total', { count: total }),
        onChange,
      })}
    />
  );
}
