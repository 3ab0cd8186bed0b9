import { Card, Flex, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { Logo } from '../../../components/logo.tsx';

/** /auth: a centred card with the product name and the language switch. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #eaf1f8 0%, #f5f7fa 60%)' }}>
      <Flex justify="flex-end" style={{ padding: '12px 24px' }}>
        <LanguageSwitch />
      </Flex>
      <Flex vertical align="center" justify="center" style={{ flex: 1, padding: '0 16px 64px' }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <Logo size={44} />
          <Typography.Title level={3} style={{ margin: '8px 0 0', color: '#1f4e79' }}>
            {t('common.appName')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('common.tagline')}</Typography.Text>
        </Flex>
        <Card variant="outlined" style={{ width: '100%', maxWidth: 400 }} styles={{ body: { padding: 32 } }}>
          <Outlet />
        </Card>
      </Flex>
      <Typography.Text type="secondary" style={{ textAlign: 'center', padding: 16, fontSize: 12 }}>
        {t('common.copyright', { year: new Date().getFullYear() })}
      </Typography.Text>
    </Layout>
  );
}
