import type { FaqDetail } from '@portledger/contracts';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The other questions of the article's category, and a way back to all of them. */
export function RelatedQuestions({ faq }: { faq: FaqDetail }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      size="small"
      data-testid="faq-related"
      title={t('helpCentre.article.related', { category: faq.category_label })}
    >
      {faq.related.length === 0 ? (
        <Typography.Text type="secondary">{t('helpCentre.article.noRelated')}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {faq.related.map((item) => (
            <li key={item.id} style={{ padding: '6px 0', lineHeight: 1.5 }}>
              <Link to={`/help-centre/${item.id}`}>{item.question}</Link>
            </li>
          ))}
        </ul>
      )}
      <div style={{ marginTop: 12, paddingTop: 8, borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <Link to="/help-centre">{t('helpCentre.article.allArticles')}</Link>
      </div>
    </Card>
  );
}
