import type { TerminalItem } from '@portledger/contracts';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Terminal Information tab: each terminal's notes in full, as agents read them before a call. */
export function TerminalInformationList({ terminals, empty }: { terminals: TerminalItem[]; empty: string }) {
  const { t } = useTranslation();
  if (terminals.length === 0) return <Empty description={empty} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="terminal-information">
      {terminals.map((terminal) => (
        <Card
          key={terminal.id}
          size="small"
          title={
            <Space>
              <Link to={`/ports/${terminal.port.id}/terminal/${terminal.id}`}>{terminal.name}</Link>
              {terminal.terminal_type && <Tag>{terminal.terminal_type.name}</Tag>}
            </Space>
          }
        >
          {terminal.information ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {terminal.information}
            </Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{t('ports.terminal.noInformation')}</Typography.Text>
          )}
        </Card>
      ))}
    </Space>
  );
}
