import type { FaqItem, PageInfo } from '@portledger/contracts';
import { Empty, Flex, Pagination, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { highlight } from './highlight.tsx';

/** Two lines at most, whatever the language's character width. */
const excerptStyle = {
  margin: '6px 0 8px',
  lineHeight: 1.7,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

interface Props {
  rows: FaqItem[];
  page: PageInfo | undefined;
  loading: boolean;
  query: string;
  empty: string;
  onPage: (page: number, perPage: number) => void;
}

/** The matching questions with a short excerpt of each answer, search words marked, and paging. */
export function FaqResults({ rows, page, loading, query, empty, onPage }: Props) {
  const { t } = useTranslation();
  if (!page && loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (rows.length === 0) return <Empty description={empty} style={{ padding: '32px 0' }} />;
  return (
    <div data-testid="faq-results" style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      {rows.map((faq, index) => (
        <article
          key={faq.id}
          data-testid="faq-result"
          style={{ padding: '14px 0', borderTop: index === 0 ? undefined : '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <Link to={`/help-centre/${faq.id}`} style={{ fontSize: 16, fontWeight: 500 }}>
            {highlight(faq.question, query)}
          </Link>
          <div style={excerptStyle}>
            <Typography.Text type="secondary">{highlight(faq.excerpt, query)}</Typography.Text>
          </div>
          <Flex gap={4} wrap>
            <Tag variant="filled">{faq.category_label}</Tag>
            {!faq.is_published && <Tag color="orange">{t('helpCentre.list.unpublished')}</Tag>}
          </Flex>
        </article>
      ))}
      {page && page.total_count > page.per_page && (
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination
            current={page.page}
            pageSize={page.per_page}
            total={page.total_count}
            showSizeChanger
            onChange={onPage}
          />
        </Flex>
      )}
    </div>
  );
}
