import {
  type FaqCategory,
  type FaqCreateRequest,
  type FaqDetail,
  faqCategories,
  faqCategoryLabels,
  faqLimits,
} from '@portledger/contracts';
import { Col, Form, type FormInstance, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n.ts';

export interface FaqValues {
  category?: FaqCategory;
  position?: number | null;
  is_published: boolean;
  question_en?: string;
  question_zh?: string;
  answer_en?: string;
  answer_zh?: string;
}
export const FAQ_FORM_FIELDS = [
  'category',
  'position',
  'is_published',
  'question_en',
  'question_zh',
  'answer_en',
  'answer_zh',
] as const;

export const valuesOf = (faq: FaqDetail): FaqValues => ({
  category: faq.category,
  position: faq.position,
  is_published: faq.is_published,
  ...faq.source,
});

export const bodyOf = (values: FaqValues): FaqCreateRequest => ({
  category: values.category!,
  position: values.position ?? undefined,
  is_published: values.is_published,
  question_en: values.question_en?.trim() ?? '',
  question_zh: values.question_zh?.trim() ?? '',
  answer_en: values.answer_en?.trim() ?? '',
  answer_zh: values.answer_zh?.trim() ?? '',
});

/** One language's question and answer; the two columns sit side by side. */
function LanguageColumn({ lang }: { lang: 'en' | 'zh' }) {
  const { t } = useTranslation();
  const rules = (label: string, max: number): Rule[] => [
    { required: true, whitespace: true, message: t('helpCentre.form.required', { field: label }) },
    { max, message: t('helpCentre.form.tooLong', { field: label, max }) },
  ];
  const suffix = lang === 'en' ? 'En' : 'Zh';
  const question = t(`helpCentre.form.question${suffix}`);
  const answer = t(`helpCentre.form.answer${suffix}`);
  return (
    <Col xs={24} lg={12}>
      <Form.Item name={`question_${lang}`} label={question} rules={rules(question, faqLimits.question)}>
        <Input.TextArea data-testid={`faq-question-${lang}`} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name={`answer_${lang}`} label={answer} rules={rules(answer, faqLimits.answer)}>
        <Input.TextArea data-testid={`faq-answer-${lang}`} autoSize={{ minRows: 14, maxRows: 28 }} />
      </Form.Item>
    </Col>
  );
}

/** The article in both languages, with the same limits as the server. */
export function FaqForm({
  form,
  initial,
  disabled,
  onSubmit,
}: {
  form: FormInstance<FaqValues>;
  initial?: FaqDetail;
  disabled?: boolean;
  onSubmit: (values: FaqValues) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const categoryLabel = t('helpCentre.form.category');
  return (
    <Form<FaqValues>
      form={form}
      layout="vertical"
      data-testid="faq-form"
      disabled={disabled}
      initialValues={initial ? valuesOf(initial) : { is_published: true }}
      onFinish={onSubmit}
      scrollToFirstError
    >
      <Row gutter={24}>
        <Col xs={24} md={10}>
          <Form.Item
            name="category"
            label={categoryLabel}
            rules={[{ required: true, message: t('helpCentre.form.required', { field: categoryLabel }) }]}
          >
            <Select
              data-testid="faq-category"
              options={faqCategories.map((value) => ({ value, label: faqCategoryLabels[value][locale] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item
            name="position"
            label={t('helpCentre.form.position')}
            tooltip={t('helpCentre.form.positionHint')}
          >
            <InputNumber min={0} max={faqLimits.position} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={7}>
          <Form.Item
            name="is_published"
            label={t('helpCentre.form.published')}
            tooltip={t('helpCentre.form.publishedHint')}
            valuePropName="checked"
          >
            <Switch data-testid="faq-published" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph type="secondary">{t('helpCentre.form.answerHint')}</Typography.Paragraph>
      <Row gutter={24}>
        <LanguageColumn lang="en" />
        <LanguageColumn lang="zh" />
      </Row>
    </Form>
  );
}
