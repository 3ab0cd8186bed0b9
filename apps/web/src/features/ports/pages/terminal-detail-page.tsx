import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, NotFoundResult } from '../../../components/result/results.tsx';
import { DASH, formatDateTime } from '../../../lib/format.ts';
import { useTerminal } from '../api/get-terminal.ts';
import { TerminalFormModal } from '../components/terminal-form-modal.tsx';
import { useIsOperator } from '../components/use-is-operator.ts';

const positiveId = (text: string | undefined) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** `/ports/:id/terminal/:terminalId`: one terminal; a terminal of another port is not found here. */
export function TerminalDetailPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const params = useParams();
  const portId = positiveId(params.id);
  const terminalId = positiveId(params.terminalId);
  const terminal = useTerminal(terminalId);
  const isOperator = useIsOperator();
  const [editing, setEditing] = useState(false);

  const missing = terminal.error && 'code' in terminal.error && terminal.error.code === 404;
  if (!portId || !terminalId || missing || (terminal.data && terminal.data.port.id !== portId)) {
    return <NotFoundResult />;
  }
  if (terminal.isError && !terminal.data) return <ErrorResult subTitle={terminal.error.message} />;
  if (!terminal.data) return <Skeleton active />;
  const { data } = terminal;
  // Ports > Shanghai > Yangshan ...: the crumbs name the records, not the page kinds.
  const crumbs = trail.map((crumb, index) =>
    index === trail.length - 2 ? { ...crumb, title: data.port.name } : crumb,
  );
  crumbs[crumbs.length - 1] = { title: data.name };

  return (
    <>
      <PageHeader
        title={data.name}
        trail={crumbs}
        extra={
          isOperator && (
            <Button icon={<EditOutlined />} data-testid="edit-terminal" onClick={() => setEditing(true)}>
              {t('ports.terminal.edit')}
            </Button>
          )
        }
      />
      <Card variant="outlined">
        <Descriptions
          size="small"
          column={1}
          data-testid="terminal-particulars"
          styles={{ label: { width: 180 } }}
          bordered
          items={[
            {
              key: 'port',
              label: t('ports.terminal.port'),
              children: (
                <Link to={`/ports/${data.port.id}`}>
                  {data.port.name} ({data.port.unlocode})
                </Link>
              ),
            },
            {
              key: 'type',
              label: t('ports.terminal.type'),
              children: data.terminal_type ? <Tag>{data.terminal_type.name}</Tag> : DASH,
            },
            {
              key: 'information',
              label: t('ports.terminal.information'),
              children: data.information ? (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {data.information}
                </Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">{t('ports.terminal.noInformation')}</Typography.Text>
              ),
            },
            {
              key: 'updated',
              label: t('ports.terminal.updatedAt'),
              children: formatDateTime(data.updated_at),
            },
          ]}
        />
      </Card>
      {isOperator && (
        <TerminalFormModal
          open={editing}
          port={{ id: data.port.id, name: data.port.name }}
          terminal={data}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
