import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { FaqDetail } from '@portledger/contracts';
import { App, Button, Card, Col, Flex, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, NotFoundResult } from '../../../components/result/results.tsx';
import { formatDate } from '../../../lib/format.ts';
import { HttpError } from '../../../lib/http.ts';
import { useDeleteFaq } from '../api/delete-faq.ts';
import { useFaq } from '../api/get-faq.ts';
import { AnswerText } from '../components/answer-text.tsx';
import { FaqEditorDrawer } from '../components/faq-editor-drawer.tsx';
import { RelatedQuestions } from '../components/related-questions.tsx';
import { useIsFaqEditor } from '../components/use-current-user.ts';

const LIST = '/help-centre';

/** `/help-centre/:id`: one article in the reader's language, with the other questions of its category. */
export function HelpArticlePage() {
  const params = useParams();
  const id = Number(params.id);
  const isValid = Number.isInteger(id) && id > 0 && String(id) === params.id;
  const faq = useFaq(isValid ? id : undefined);

  if (!isValid) return <NotFoundResult />;
  if (faq.error instanceof HttpError && faq.error.code === 404) return <NotFoundResult />;
  if (faq.isError && !faq.data) return <ErrorResult subTitle={faq.error.message} />;
  if (!faq.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Article faq={faq.data} onChanged={() => void faq.refetch()} key={faq.data.id} />;
}

function Article({ faq, onChanged }: { faq: FaqDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const trail = useRouteTrail();
  const isEditor = useIsFaqEditor();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState(false);

  const back = () => {
    const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (hasHistory) navigate(-1);
    else navigate(LIST);
  };

  const confirmDelete = () =>
    modal.confirm({
      title: t('helpCentre.delete.title'),
      content: t('helpCentre.delete.content', { question: faq.question }),
      okText: t('helpCentre.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('helpCentre.form.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ id: faq.id, lockVersion: faq.lock_version });
          message.success(t('helpCentre.delete.done'));
          navigate(LIST, { replace: true });
        } catch {
          // The http client has said why (changed or deleted meanwhile): show the current state.
          onChanged();
        }
      },
    });

  return (
    <>
      <PageHeader
        title={faq.question}
        trail={trail}
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="faq-back">
              {t('helpCentre.article.back')}
            </Button>
            {isEditor && (
              <>
                <Button icon={<EditOutlined />} data-testid="faq-edit" onClick={() => setEditing(true)}>
                  {t('helpCentre.action.edit')}
                </Button>
                <Button danger icon={<DeleteOutlined />} data-testid="faq-delete" onClick={confirmDelete}>
                  {t('helpCentre.action.delete')}
                </Button>
              </>
            )}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card variant="outlined">
            <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
              <Link to={`${LIST}?category=${faq.category}`}>
                <Tag variant="filled" color="blue">
                  {faq.category_label}
                </Tag>
              </Link>
              {!faq.is_published && <Tag color="orange">{t('helpCentre.list.unpublished')}</Tag>}
              <Typography.Text type="secondary">
                {t('helpCentre.article.updated', { date: formatDate(faq.updated_at) })}
              </Typography.Text>
            </Flex>
            <AnswerText text={faq.answer} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <RelatedQuestions faq={faq} />
        </Col>
      </Row>
      {editing && (
        <FaqEditorDrawer open faq={faq} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      )}
    </>
  );
}
