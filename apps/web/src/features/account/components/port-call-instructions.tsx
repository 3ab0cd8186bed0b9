import type { PortCallInstruction } from '@portledger/contracts';
import { Alert, Collapse, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { usePortCallInstructions } from '../api/get-port-call-instructions.ts';
import { InstructionTypeTag } from './instruction-type-tag.tsx';

function Articles({ set }: { set: PortCallInstruction }) {
  return (
    <ol style={{ margin: 0, paddingInlineStart: 24 }} data-testid="instruction-articles">
      {set.articles.map((article) => (
        <li key={article.id} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{article.title}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0' }}>
            {article.content}
          </Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}

/**
 * The port call's Agent Instructions tab: the principal's instruction sets that apply to this
 * call, every set open, articles in the principal's order.
 */
export function PortCallInstructions({ portCallId }: { portCallId: number }) {
  const { t } = useTranslation();
  const query = usePortCallInstructions(portCallId);
  if (query.isError && !query.data) return <Alert type="error" showIcon title={query.error.message} />;
  if (!query.data) return <Skeleton active />;
  const { principal, objects } = query.data;
  if (objects.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('account.portCall.empty', { principal: principal.name })}
      />
    );
  }
  return (
    <div data-testid="port-call-instructions">
      <Typography.Paragraph type="secondary">
        {t('account.portCall.intro', { principal: principal.name, count: objects.length })}
      </Typography.Paragraph>
      <Collapse
        defaultActiveKey={objects.map((set) => set.id)}
        items={objects.map((set) => ({
          key: set.id,
          label: (
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text strong data-testid="instruction-set-name">
                {set.name}
              </Typography.Text>
              <Flex align="center" gap={8} wrap>
                <InstructionTypeTag type={set.instruction_type} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {set.legal_entity?.name ?? t('layout.entitySwitch.all')}
                  {' · '}
                  {t('account.portCall.updated', { date: formatDate(set.updated_at) })}
                </Typography.Text>
              </Flex>
            </Flex>
          ),
          children: <Articles set={set} />,
        }))}
      />
    </div>
  );
}
