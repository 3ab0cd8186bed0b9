import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useFaqs } from '../api/get-faqs.ts';
import { CategoryMenu } from '../components/category-menu.tsx';
import { DebouncedSearch } from '../components/debounced-search.tsx';
import { FaqEditorDrawer } from '../components/faq-editor-drawer.tsx';
import { faqListParams, toFaqListQuery } from '../components/faq-list-params.ts';
import { FaqResults } from '../components/faq-results.tsx';
import { useIsFaqEditor } from '../components/use-current-user.ts';

/** `/help-centre`: search the articles, browse them by category; operators write new ones. */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const navigate = useNavigate();
  const isEditor = useIsFaqEditor();
  const [state, update] = useListParams(faqListParams);
  const faqs = useFaqs(toFaqListQuery(state));
  const [creating, setCreating] = useState(false);
  const total = faqs.data?.page.total_count;

  const empty = state.q
    ? t('helpCentre.list.emptySearch', { q: state.q })
    : state.category
      ? t('helpCentre.list.emptyCategory')
      : t(isEditor ? 'helpCentre.list.emptyEditor' : 'helpCentre.list.empty');

  return (
    <>
      <PageHeader
        title={t('pages.helpCentre')}
        trail={trail}
        extra={
          isEditor && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="faq-create"
              onClick={() => setCreating(true)}
            >
              {t('helpCentre.action.create')}
            </Button>
          )
        }
      />
      <Card variant="outlined" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('helpCentre.intro')}
        </Typography.Paragraph>
        <div style={{ maxWidth: 720 }}>
          <DebouncedSearch
            value={state.q}
            placeholder={t('helpCentre.search.placeholder')}
            label={t('helpCentre.search.label')}
            onSearch={(q) => update({ q })}
          />
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} lg={6}>
          <Card
            variant="outlined"
            size="small"
            title={t('helpCentre.category.title')}
            styles={{ body: { padding: 4 } }}
          >
            <CategoryMenu
              value={state.category}
              counts={faqs.data?.category_counts}
              onChange={(category) => update({ category })}
            />
          </Card>
        </Col>
        <Col xs={24} md={16} lg={18}>
          <Card variant="outlined">
            <Flex justify="space-between" align="baseline" gap={8} wrap style={{ marginBottom: 4 }}>
              <Typography.Text strong data-testid="faq-total">
                {state.q ? `${t('helpCentre.list.searched', { q: state.q })} · ` : ''}
                {total === undefined
                  ? ''
                  : total === 1
                    ? t('helpCentre.list.totalOne')
                    : t('helpCentre.list.total', { count: total })}
              </Typography.Text>
              {state.q && (
                <Button type="link" size="small" onClick={() => update({ q: '' })}>
                  {t('helpCentre.list.clear')}
                </Button>
              )}
            </Flex>
            <FaqResults
              rows={faqs.data?.objects ?? []}
              page={faqs.data?.page}
              loading={faqs.isFetching}
              query={state.q}
              empty={empty}
              onPage={(page, perPage) => update({ page, perPage })}
            />
          </Card>
        </Col>
      </Row>
      {creating && (
        <FaqEditorDrawer
          open
          onClose={() => setCreating(false)}
          onSaved={(faq) => {
            setCreating(false);
            navigate(`/help-centre/${faq.id}`);
          }}
        />
      )}
    </>
  );
}
