import { type BankAccountDetail, formatIban, type PageInfo } from '@portledger/contracts';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASH, formatDate } from '../../../lib/format.ts';
import { sortOf, sortOrderOf } from './list-params.ts';

interface Props {
  rows: BankAccountDetail[];
  page?: PageInfo;
  loading: boolean;
  sort?: string;
  empty: string;
  /** Hide the legal entity column on an entity's own page. */
  showEntity?: boolean;
  onChange: (changes: { page?: number; perPage?: number; sort?: string }) => void;
}

export const bankAccountPath = (account: Pick<BankAccountDetail, 'id' | 'entity_id'>) =>
  `/settings/company/${account.entity_id}/bank-account/${account.id}`;

/** Bank accounts; the title opens the editor. IBANs in groups of four, as banks print them. */
export function BankAccountsTable({ rows, page, loading, sort, empty, showEntity = true, onChange }: Props) {
  const { t } = useTranslation();
  const columns: ColumnsType<BankAccountDetail> = [
    {
      title: t('company.bankAccount.accountTitle'),
      dataIndex: 'account_title',
      key: 'account_title',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'account_title'),
      render: (_, account) => <Link to={bankAccountPath(account)}>{account.account_title}</Link>,
    },
    {
      title: t('company.bankAccount.bankName'),
      dataIndex: 'bank_name',
      key: 'bank_name',
      width: 200,
      sorter: true,
      sortOrder: sortOrderOf(sort ?? 'bank_name', 'bank_name'),
    },
    ...(showEntity
      ? [
          {
            title: t('company.bankAccount.entity'),
            key: 'entity',
            render: (_: unknown, a: BankAccountDetail) => a.entity.name,
          },
        ]
      : []),
    {
      title: t('company.bankAccount.ibanOrNumber'),
      key: 'iban',
      render: (_, account) => (
        <Typography.Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {account.iban ? formatIban(account.iban) : (account.account_number ?? DASH)}
        </Typography.Text>
      ),
    },
    {
      title: t('company.bankAccount.bicSwift'),
      dataIndex: 'bic_swift',
      width: 130,
      render: (v) => v || DASH,
    },
    {
      title: t('company.bankAccount.currency'),
      dataIndex: 'currency',
      key: 'currency',
      width: 100,
      sorter: true,
      sortOrder: sortOrderOf(sort, 'currency'),
      render: (v) => v || DASH,
    },
    {
      title: t('company.bankAccount.country'),
      key: 'country',
      width: 130,
      render: (_, a) => a.country?.name ?? DASH,
    },
    {
      title: t('company.bankAccount.updatedAt'),
      dataIndex: 'updated_at',
      key: 'updated_at',
      width: 150,
      sorter: true,
      sortOrder: sortOrderOf(sort, 'updated_at'),
      render: (v) => <Typography.Text type="secondary">{formatDate(v)}</Typography.Text>,
    },
  ];
  return (
    <Table<BankAccountDetail>
      rowKey="id"
      size="middle"
      data-testid="bank-accounts-table"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: empty }}
      scroll={{ x: 1150 }}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.per_page ?? 10,
        total: page?.total_count ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('company.bankAccounts.total', { count: total }),
      }}
      onChange={(pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') onChange({ sort: sortOf(sorter) });
        else onChange({ page: pagination.current, perPage: pagination.pageSize });
      }}
    />
  );
}
