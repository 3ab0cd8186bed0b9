import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useBankAccount } from '../api/get-bank-account.ts';
import { useOwnEntities } from '../api/get-entities.ts';
import { BankAccountEditor } from '../components/bank-account-editor.tsx';
import { BankAccountHistory } from '../components/bank-account-history.tsx';

const positiveId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** `/settings/company/:id/bank-account/:bankAccountId?`: create or edit an account, with its history. */
export function BankAccountPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const navigate = useNavigate();
  const params = useParams();
  const entityId = positiveId(params.id);
  const bankAccountId =
    params.bankAccountId === undefined ? undefined : (positiveId(params.bankAccountId) ?? -1);
  const account = useBankAccount(bankAccountId);
  const own = useOwnEntities();

  const missingAccount =
    bankAccountId === -1 || (account.error instanceof HttpError && account.error.code === 404);
  const foreignEntity = own.data && entityId && !own.data.objects.some((entity) => entity.id === entityId);
  if (!entityId || missingAccount || foreignEntity) {
    return (
      <Result
        status="404"
        title={missingAccount ? t('company.bankForm.notFound') : t('company.entityPage.notFound')}
        extra={
          <Button onClick={() => navigate('/settings/company?tab=bank-accounts')}>{t('common.back')}</Button>
        }
      />
    );
  }
  const error = account.error ?? own.error;
  if (error) return <Result status="error" title={error.message} />;
  const loading = own.isLoading || (bankAccountId !== undefined && account.isLoading);

  return (
    <>
      <PageHeader
        title={
          account.data?.account_title ??
          (bankAccountId ? t('company.bankForm.editTitle') : t('company.bankForm.createTitle'))
        }
        trail={trail}
      />
      <Card style={{ marginBottom: 16 }}>
        {loading ? (
          <Skeleton active />
        ) : (
          <BankAccountEditor
            key={account.data?.id ?? 'new'}
            account={account.data}
            entityId={entityId}
            entities={own.data?.objects ?? []}
          />
        )}
      </Card>
      {bankAccountId && bankAccountId > 0 && <BankAccountHistory bankAccountId={bankAccountId} />}
    </>
  );
}
