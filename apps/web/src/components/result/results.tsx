import { Button, Result, type ResultProps, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRouteError } from 'react-router';

/** Back: one step back in the app's history, or the dashboard when this is the first page. */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasHistory = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Button
      type="primary"
      onClick={() => (hasHistory ? navigate(-1) : navigate('/dashboard', { replace: true }))}
    >
      {t('common.back')}
    </Button>
  );
}

interface ResultPageProps {
  status: ResultProps['status'];
  title: string;
  subTitle: string;
  /** Success only: an optional Details button. */
  onDetails?: () => void;
}

export function ResultPage({ status, title, subTitle, onDetails }: ResultPageProps) {
  const { t } = useTranslation();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Space>
          <BackButton />
          {onDetails && <Button onClick={onDetails}>{t('common.details')}</Button>}
        </Space>
      }
    />
  );
}

export function SuccessResult({ subTitle, onDetails }: { subTitle?: string; onDetails?: () => void }) {
  const { t } = useTranslation();
  return (
    <ResultPage
      status="success"
      title={t('result.success.title')}
      subTitle={subTitle ?? t('result.success.subTitle')}
      onDetails={onDetails}
    />
  );
}

export function ErrorResult({ subTitle }: { subTitle?: string }) {
  const { t } = useTranslation();
  return (
    <ResultPage
      status="error"
      title={t('result.error.title')}
      subTitle={subTitle ?? t('result.error.subTitle')}
    />
  );
}

export function ForbiddenResult() {
  const { t } = useTranslation();
  return (
    <ResultPage status="403" title={t('result.forbidden.title')} subTitle={t('result.forbidden.subTitle')} />
  );
}

export function NotFoundResult() {
  const { t } = useTranslation();
  return (
    <ResultPage status="404" title={t('result.notFound.title')} subTitle={t('result.notFound.subTitle')} />
  );
}

/** The router's error element: a render error anywhere below shows the 500 page. */
export function ServerErrorResult() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return (
    <ResultPage
      status="500"
      title={t('result.serverError.title')}
      subTitle={t('result.serverError.subTitle')}
    />
  );
}
