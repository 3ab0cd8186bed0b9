import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { InstructionItem, InstructionType } from '@portledger/contracts';
import { App, Button, Flex, Select, Space, Table, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ListSearch } from '../../../components/list-search.tsx';
import { serverTableProps, sortableBy } from '../../../components/server-table.ts';
import { formatDate } from '../../../lib/format.ts';
import { HttpError } from '../../../lib/http.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useDeleteInstruction } from '../api/delete-instruction.ts';
import { useInstructions } from '../api/get-instructions.ts';
import { instructionListParams, toInstructionListQuery } from './instruction-list-params.ts';
import { InstructionTypeTag, instructionTypeOptions } from './instruction-type-tag.tsx';

export const EDITOR = '/myaccount/preference/create-instruction';

/**
 * The company's instruction sets: search, type filter, server paging; create, edit and delete
 * (with confirmation). The editor returns to the page it was opened from.
 */
export function InstructionsPanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, update] = useListParams(instructionListParams);
  const list = useInstructions(toInstructionListQuery(state));
  const remove = useDeleteInstruction();
  const sortable = sortableBy(state.sort);
  const from = { from: location.pathname + location.search };
  const filtered = Boolean(state.q || state.type);

  const confirmDelete = (row: InstructionItem) =>
    modal.confirm({
      title: t('account.instructions.deleteTitle', { name: row.name }),
      content: t('account.instructions.deleteContent', { count: row.articles_count }),
      okText: t('account.instructions.deleteOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ id: row.id });
          message.success(t('account.instructions.deleted', { name: row.name }));
        } catch (error) {
          // The http client has shown the server's message; a 404 means it is already gone.
          if (error instanceof HttpError && error.code === 404) list.refetch();
        }
      },
    });

  const columns: TableProps<InstructionItem>['columns'] = [
    {
      ...sortable('name'),
      title: t('account.instructions.column.name'),
      render: (_, row) => (
        <Link to={`${EDITOR}/${row.id}`} state={from} data-testid="instruction-link">
          {row.name}
        </Link>
      ),
    },
    {
      ...sortable('instruction_type'),
      title: t('account.instructions.column.type'),
      width: 170,
      render: (_, row) => <InstructionTypeTag type={row.instruction_type} />,
    },
    {
      key: 'entity',
      title: t('account.instructions.column.appliesTo'),
      width: 260,
      render: (_, row) =>
        row.legal_entity?.name ?? (
          <Typography.Text type="secondary">{t('layout.entitySwitch.all')}</Typography.Text>
        ),
    },
    {
      key: 'articles',
      title: t('account.instructions.column.articles'),
      width: 100,
      align: 'right',
      render: (_, row) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{row.articles_count}</span>,
    },
    {
      ...sortable('updated_at'),
      title: t('account.instructions.column.updated'),
      width: 200,
      render: (_, row) => (
        <Flex vertical>
          <span>{formatDate(row.updated_at)}</span>
          {row.updated_by && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.updated_by.name}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('account.instructions.column.actions'),
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => navigate(`${EDITOR}/${row.id}`, { state: from })}
          >
            {t('account.instructions.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            data-testid="instruction-delete"
            aria-label={`${t('account.instructions.delete')} ${row.name}`}
            onClick={() => confirmDelete(row)}
          >
            {t('account.instructions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space wrap>
          <ListSearch
            data-testid="instructions-search"
            placeholder={t('account.instructions.search')}
            width={280}
            value={state.q}
            onSearch={(q) => update({ q })}
          />
          <Select<InstructionType>
            allowClear
            data-testid="instructions-type"
            aria-label={t('account.instructions.column.type')}
            placeholder={t('account.instructions.allTypes')}
            style={{ width: 200 }}
            value={state.type}
            options={instructionTypeOptions()}
            onChange={(type) => update({ type: type ?? undefined })}
          />
        </Space>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="instruction-create"
          onClick={() => navigate(EDITOR, { state: from })}
        >
          {t('account.instructions.create')}
        </Button>
      </Flex>
      <Table<InstructionItem>
        rowKey="id"
        size="middle"
        data-testid="instructions-table"
        columns={columns}
        dataSource={list.data?.objects ?? []}
        loading={list.isFetching}
        locale={{
          emptyText: filtered ? t('account.instructions.emptyFiltered') : t('account.instructions.empty'),
        }}
        scroll={{ x: 1000 }}
        {...serverTableProps<InstructionItem>({
          page: list.data?.page,
          showTotal: (total) => t('account.instructions.total', { count: total }),
          onChange: update,
        })}
      />
    </>
  );
}
