import { GlobalOutlined } from '@ant-design/icons';
import type { Locale } from '@portledger/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale, switchLocale } from '../lib/i18n.ts';

/** Language choice; persisted, and the page reloads so antd, dayjs and every text switch together. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Select<Locale>
      data-testid="language-switch"
      aria-label={t('common.language.label')}
      value={currentLocale()}
      onChange={(locale) => switchLocale(locale)}
      prefix={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
      options={[
        { value: 'zh-CN', label: t('common.language.zhCN') },
        { value: 'en-US', label: t('common.language.enUS') },
      ]}
      style={{ minWidth: 112 }}
    />
  );
}
