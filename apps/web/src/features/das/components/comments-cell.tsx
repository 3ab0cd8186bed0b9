import { MessageOutlined } from '@ant-design/icons';
import { App, Badge, Button, Input, List, Modal, Space, Tag, Typography } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreateComment } from '../api/create-comment.ts';
import { useDraftLine } from './draft-store.ts';
import { useEditor } from './editor-context.ts';

/**
 * The comments of one line: a button with the count opening the list (author, time, content) and
 * an "add comment" box. While the user edits the form a new comment waits for the save (it goes
 * with the action as comments_attributes); otherwise it is posted at once (POST /comments).
 */
export const CommentsCell = memo(function CommentsCell({ lineKey }: { lineKey: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { line, store } = useDraftLine(lineKey);
  const { da, document, stage, saved } = useEditor();
  const create = useCreateComment();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!line) return null;
  const existing = line.id !== undefined ? (saved.get(line.id)?.comments ?? []) : [];
  const queued = stage !== null;
  const closed = ['da_cancelled', 'da_declined', 'da_completed'].includes(da.status);

  const add = async () => {
    const content = text.trim();
    if (!content) return;
    if (queued || line.id === undefined) {
      store.update(lineKey, { comments: [...line.comments, content] });
    } else {
      try {
        await create.mutateAsync({ daId: da.id, costLineId: line.id, document, content });
        message.success(t('das.comments.added'));
      } catch {
        return; // toasted by the http client; the text stays for another try
      }
    }
    setText('');
  };

  const count = existing.length + line.comments.length;
  return (
    <>
      <Badge count={count} size="small" color="#1677ff" offset={[-2, 2]}>
        <Button
          size="small"
          icon={<MessageOutlined />}
          data-testid="line-comments"
          aria-label={t('das.comments.open', { item: line.name })}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Modal
        open={open}
        title={t('das.comments.title', { item: line.name })}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <List
          size="small"
          locale={{ emptyText: t('das.comments.empty') }}
          dataSource={[
            ...existing.map((comment) => ({ key: `c${comment.id}`, comment, pending: false })),
            ...line.comments.map((content, index) => ({
              key: `p${index}`,
              comment: null,
              content,
              pending: true,
            })),
          ]}
          renderItem={(item) => (
            <List.Item key={item.key} data-testid="comment">
              <Space orientation="vertical" size={0} style={{ width: '100%' }}>
                <Space size={8} wrap>
                  <Typography.Text strong>{item.comment?.user.name ?? t('das.comments.you')}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.comment ? formatDateTime(item.comment.created_at) : ''}
                  </Typography.Text>
                  {item.comment && item.comment.document !== document && (
                    <Tag>{item.comment.document.toUpperCase()}</Tag>
                  )}
                  {item.pending && <Tag color="gold">{t('das.comments.pending')}</Tag>}
                </Space>
                <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                  {item.comment?.content ?? ('content' in item ? item.content : '')}
                </Typography.Paragraph>
              </Space>
            </List.Item>
          )}
        />
        {!closed && (
          <Space.Compact style={{ width: '100%', marginTop: 12 }}>
            <Input.TextArea
              data-testid="comment-input"
              value={text}
              maxLength={2000}
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder={t('das.comments.placeholder')}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="primary" data-testid="comment-add" loading={create.isPending} onClick={add}>
              {t('das.comments.add')}
            </Button>
          </Space.Compact>
        )}
        {!closed && queued && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('das.comments.queuedHint')}
          </Typography.Text>
        )}
      </Modal>
    </>
  );
});
