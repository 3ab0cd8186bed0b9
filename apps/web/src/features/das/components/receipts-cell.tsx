import { PaperClipOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Space, Typography } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLink } from '../../../components/file-link.tsx';
import { FileUpload } from '../../../components/file-upload.tsx';
import { useDraftLine } from './draft-store.ts';
import { useEditor } from './editor-context.ts';

/** The receipts of one FDA line: links to the saved ones, and uploads while the agent prepares the FDA. */
export const ReceiptsCell = memo(function ReceiptsCell({ lineKey }: { lineKey: string }) {
  const { t } = useTranslation();
  const { line, store } = useDraftLine(lineKey);
  const { editsReceipts, saved } = useEditor();
  const [open, setOpen] = useState(false);
  if (!line) return null;
  const existing = line.id !== undefined ? (saved.get(line.id)?.receipts ?? []) : [];
  const count = existing.length + line.receipts.length;
  if (!count && !editsReceipts) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <>
      <Badge count={count} size="small" color="#722ed1" offset={[-2, 2]}>
        <Button
          size="small"
          icon={<PaperClipOutlined />}
          data-testid="line-receipts"
          aria-label={t('das.receipts.open', { item: line.name })}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Modal
        open={open}
        title={t('das.receipts.title', { item: line.name })}
        onCancel={() => setOpen(false)}
        onOk={() => setOpen(false)}
        okText={t('das.receipts.done')}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          {existing.map((file) => (
            <FileLink key={file.id} file={file} />
          ))}
          {!existing.length && !editsReceipts && (
            <Typography.Text type="secondary">{t('das.receipts.empty')}</Typography.Text>
          )}
          {editsReceipts && (
            <>
              <FileUpload
                value={line.receipts}
                onChange={(files) => store.update(lineKey, { receipts: files })}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('das.receipts.queuedHint')}
              </Typography.Text>
            </>
          )}
        </Space>
      </Modal>
    </>
  );
});
