import {
  type FaqCategory,
  type FaqCategoryCounts,
  faqCategories,
  faqCategoryLabels,
} from '@portledger/contracts';
import { Menu, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';

const ALL = 'all';

/** The categories with the number of articles each holds for the current search. */
export function CategoryMenu({
  value,
  counts,
  onChange,
}: {
  value: FaqCategory | undefined;
  counts: FaqCategoryCounts | undefined;
  onChange: (category: FaqCategory | undefined) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : undefined;
  const label = (text: string, count: number | undefined) => (
    <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{text}</span>
      <Typography.Text type="secondary" style={{ lineHeight: 'inherit', fontVariantNumeric: 'tabular-nums' }}>
        {count ?? ''}
      </Typography.Text>
    </span>
  );
  return (
    <Menu
      data-testid="faq-categories"
      mode="inline"
      style={{ borderInlineEnd: 'none' }}
      selectedKeys={[value ?? ALL]}
      onClick={({ key }) => onChange(key === ALL ? undefined : (key as FaqCategory))}
      items={[
        { key: ALL, label: label(t('helpCentre.category.all'), total) },
        ...faqCategories.map((category) => ({
          key: category,
          label: label(faqCategoryLabels[category][locale], counts?.[category]),
        })),
      ]}
    />
  );
}
