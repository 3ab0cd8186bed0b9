import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TerminalItem } from '@portledger/contracts';
import { Button, Card, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, NotFoundResult } from '../../../components/result/results.tsx';
import { usePort } from '../api/get-port.ts';
import { PortFormModal } from '../components/port-form-modal.tsx';
import { PortParticulars } from '../components/port-particulars.tsx';
import { TerminalFormModal } from '../components/terminal-form-modal.tsx';
import { TerminalInformationList } from '../components/terminal-information-list.tsx';
import { TerminalsTable } from '../components/terminals-table.tsx';
import { useIsOperator } from '../components/use-is-operator.ts';

/** `/ports/:id`: particulars, then tabs Terminal / Terminal Information; operators add and edit. */
export function PortDetailPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const id = Number(useParams().id);
  const port = usePort(Number.isInteger(id) ? id : 0);
  const isOperator = useIsOperator();
  const [editing, setEditing] = useState<{ open: boolean; terminal?: TerminalItem }>({ open: false });
  const [editingPort, setEditingPort] = useState(false);

  if (!Number.isInteger(id) || id <= 0 || (port.error && 'code' in port.error && port.error.code === 404)) {
    return <NotFoundResult />;
  }
  if (port.isError && !port.data) return <ErrorResult subTitle={port.error.message} />;
  if (!port.data) return <Skeleton active />;
  const { data } = port;
  const title = `${data.name} (${data.unlocode})`;
  const empty = isOperator ? t('ports.terminal.noneOperator') : t('ports.terminal.none');

  return (
    <>
      <PageHeader
        title={title}
        trail={[...trail.slice(0, -1), { title: data.name }]}
        extra={
          isOperator && (
            <Space>
              <Button icon={<EditOutlined />} data-testid="edit-port" onClick={() => setEditingPort(true)}>
                {t('ports.portForm.edit')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                data-testid="add-terminal"
                onClick={() => setEditing({ open: true })}
              >
                {t('ports.terminal.add')}
              </Button>
            </Space>
          )
        }
      />
      <PortParticulars port={data} />
      <Card variant="outlined">
        <Tabs
          items={[
            {
              key: 'terminals',
              label: `${t('ports.detail.tabs.terminals')} (${data.terminals.length})`,
              children: (
                <TerminalsTable
                  terminals={data.terminals}
                  empty={empty}
                  onEdit={isOperator ? (terminal) => setEditing({ open: true, terminal }) : undefined}
                />
              ),
            },
            {
              key: 'information',
              label: t('ports.detail.tabs.information'),
              children: <TerminalInformationList terminals={data.terminals} empty={empty} />,
            },
          ]}
        />
      </Card>
      {isOperator && <PortFormModal open={editingPort} port={data} onClose={() => setEditingPort(false)} />}
      {isOperator && (
        <TerminalFormModal
          open={editing.open}
          port={{ id: data.id, name: data.name }}
          terminal={editing.terminal}
          onClose={() => setEditing({ open: false })}
        />
      )}
    </>
  );
}
