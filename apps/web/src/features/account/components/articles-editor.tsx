import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { instructionLimits } from '@portledger/contracts';
import { App, Button, Card, Form, type FormInstance, Input, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InstructionValues } from './instruction-values.ts';

/**
 * The articles of an instruction set, in order: add, move up or down, remove (asking first when
 * the article has text). Removed articles are deleted only when the set is saved.
 */
export function ArticlesEditor({ form }: { form: FormInstance<InstructionValues> }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('common.required', { field: label }),
  });

  return (
    <Form.List
      name="articles"
      rules={[
        {
          validator: async (_, articles: unknown[] | undefined) => {
            if (!articles?.length) throw new Error(t('account.editor.articlesRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {fields.map((field, index) => {
            const confirmRemove = () => {
              const title = (
                form.getFieldValue(['articles', field.name, 'title']) as string | undefined
              )?.trim();
              const content = (
                form.getFieldValue(['articles', field.name, 'content']) as string | undefined
              )?.trim();
              if (!title && !content) return remove(field.name);
              modal.confirm({
                title: t('account.editor.deleteArticleTitle', {
                  title: title || t('account.editor.articleN', { n: index + 1 }),
                }),
                content: t('account.editor.deleteArticleContent'),
                okText: t('account.editor.deleteArticleOk'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => remove(field.name),
              });
            };
            return (
              <Card
                key={field.key}
                size="small"
                data-testid="article-card"
                title={
                  <Typography.Text type="secondary">
                    {t('account.editor.articleN', { n: index + 1 })}
                  </Typography.Text>
                }
                extra={
                  <Space size={0}>
                    <Tooltip title={t('account.editor.moveUp')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('account.editor.moveUp')}
                        data-testid="article-up"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                    </Tooltip>
                    <Tooltip title={t('account.editor.moveDown')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('account.editor.moveDown')}
                        data-testid="article-down"
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                    </Tooltip>
                    <Tooltip title={t('account.editor.deleteArticle')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('account.editor.deleteArticle')}
                        data-testid="article-delete"
                        onClick={confirmRemove}
                      />
                    </Tooltip>
                  </Space>
                }
              >
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'title']}
                  label={t('account.editor.articleTitle')}
                  rules={[
                    required(t('account.editor.articleTitle')),
                    {
                      max: instructionLimits.title,
                      message: t('account.editor.tooLong', { max: instructionLimits.title }),
                    },
                  ]}
                >
                  <Input
                    data-testid="article-title"
                    placeholder={t('account.editor.articleTitlePlaceholder')}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'content']}
                  label={t('account.editor.articleContent')}
                  style={{ marginBottom: 0 }}
                  rules={[
                    required(t('account.editor.articleContent')),
                    {
                      max: instructionLimits.content,
                      message: t('account.editor.tooLong', { max: instructionLimits.content }),
                    },
                  ]}
                >
                  <Input.TextArea
                    data-testid="article-content"
                    autoSize={{ minRows: 3, maxRows: 12 }}
                    placeholder={t('account.editor.articleContentPlaceholder')}
                  />
                </Form.Item>
              </Card>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            data-testid="article-add"
            disabled={fields.length >= instructionLimits.articles}
            onClick={() => add({ title: '', content: '' })}
          >
            {t('account.editor.addArticle')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
