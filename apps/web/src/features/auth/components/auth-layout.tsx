import { GlobalOutlined } from '@ant-design/icons';
import type { Locale } from '@portledger/contracts';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '../../../components/logo.tsx';
import { currentLocale, switchLocale } from '../../../lib/i18n.ts';
import './auth.css';

const languages: { locale: Locale; label: string }[] = [
  { locale: 'en-US', label: 'common.language.enUS' },
  { locale: 'zh-CN', label: 'common.language.zhCN' },
];

/** English | 中文: the page reloads in the language chosen (SPEC.md section 9). */
function LanguageChoice() {
  const { t } = useTranslation();
  const current = currentLocale();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form fieldset
    <div
      className="pl-auth-lang"
      role="group"
      aria-label={t('common.language.label')}
      data-testid="language-switch"
    >
      <GlobalOutlined />
      {languages.map(({ locale, label }) => (
        <button
          key={locale}
          type="button"
          aria-pressed={locale === current}
          onClick={() => switchLocale(locale)}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}

/**
 * /auth: a centred card with the product name and the language choice. Drawn without antd, like
 * the pages in it, so signing in downloads a fraction of the app (docs/decisions/018).
 */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="pl-auth">
      <div className="pl-auth-top">
        <LanguageChoice />
      </div>
      <main className="pl-auth-main">
        <div className="pl-auth-brand">
          <Logo size={44} />
          <h1>{t('common.appName')}</h1>
          <span className="pl-auth-secondary">{t('common.tagline')}</span>
        </div>
        <div className="pl-auth-card">
          <Outlet />
        </div>
      </main>
      <footer className="pl-auth-footer">{t('common.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
