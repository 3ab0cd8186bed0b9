import type { TerminalItem } from '@portledger/contracts';
import { Button, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASH, formatDate } from '../../../lib/format.ts';

interface Props {
  terminals: TerminalItem[];
  empty: string;
  /** Present for operators: the edit action per row. */
  onEdit?: (terminal: TerminalItem) => void;
}

/** The Terminal tab: one row per terminal, the name opens its detail page. */
export function TerminalsTable({ terminals, empty, onEdit }: Props) {
  const { t } = useTranslation();
  const columns: TableProps<TerminalItem>['columns'] = [
    {
      key: 'name',
      title: t('ports.terminal.name'),
      render: (_, terminal) => (
        <Link to={`/ports/${terminal.port.id}/terminal/${terminal.id}`}>{terminal.name}</Link>
      ),
    },
    {
      key: 'type',
      title: t('ports.terminal.type'),
      width: 180,
      render: (_, terminal) => (terminal.terminal_type ? <Tag>{terminal.terminal_type.name}</Tag> : DASH),
    },
    {
      key: 'information',
      title: t('ports.terminal.information'),
      render: (_, terminal) =>
        terminal.information ? (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 520 }}>
            {terminal.information}
          </Typography.Paragraph>
        ) : (
          DASH
        ),
    },
    {
      key: 'updated',
      title: t('ports.terminal.updatedAt'),
      width: 140,
      render: (_, terminal) => formatDate(terminal.updated_at),
    },
  ];
  if (onEdit) {
    columns.push({
      key: 'actions',
      title: '',
      width: 80,
      render: (_, terminal) => (
        <Button
          type="link"
          size="small"
          onClick={() => onEdit(terminal)}
          data-testid={`edit-terminal-${terminal.id}`}
        >
          {t('ports.terminal.edit')}
        </Button>
      ),
    });
  }
  return (
    <Table<TerminalItem>
      rowKey="id"
      size="middle"
      data-testid="terminals-table"
      columns={columns}
      dataSource={terminals}
      pagination={false}
      locale={{ emptyText: empty }}
      scroll={{ x: 800 }}
    />
  );
}
