import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { useEntity } from '../api/get-entity.ts';
import { BankAccountsTable } from '../components/bank-accounts-table.tsx';
import { EntityEditForm } from '../components/entity-edit-form.tsx';
import { EntityParticulars } from '../components/entity-particulars.tsx';
import { entityBankListParams } from '../components/list-params.ts';

/** `/settings/company/:id`: one legal entity (or the company record): particulars and bank accounts. */
export function LegalEntityPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const entity = useEntity(valid ? id : 0);
  const [editing, setEditing] = useState(false);
  const [params, update] = useListParams(entityBankListParams);
  const accounts = useBankAccounts({
    entity_id_eq: valid ? id : undefined,
    page: params.page,
    per_page: params.perPage,
    sort: params.sort as 'bank_name' | undefined,
  });

  const notFound = !valid || (entity.error instanceof HttpError && entity.error.code === 404);
  if (notFound) {
    return (
      <Result
        status="404"
        title={t('company.entityPage.notFound')}
        extra={<Button onClick={() => navigate('/settings/company')}>{t('common.back')}</Button>}
      />
    );
  }
  if (entity.isError) return <Result status="error" title={entity.error.message} />;
  const data = entity.data;

  return (
    <>
      <PageHeader title={data?.name ?? t('pages.companyDetail')} trail={trail} />
      <Card
        title={data?.is_company ? t('company.entityPage.company') : t('company.entityPage.particulars')}
        style={{ marginBottom: 16 }}
        extra={
          data &&
          !editing && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="entity-edit">
              {t('company.entityForm.edit')}
            </Button>
          )
        }
      >
        {!data ? (
          <Skeleton active />
        ) : editing ? (
          <EntityEditForm entity={data} onDone={() => setEditing(false)} />
        ) : (
          <EntityParticulars entity={data} />
        )}
      </Card>
      <Card
        title={t('company.entityPage.bankAccounts')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`/settings/company/${id}/bank-account`)}
          >
            {t('company.bankAccounts.add')}
          </Button>
        }
      >
        <BankAccountsTable
          rows={accounts.data?.objects ?? []}
          page={accounts.data?.page}
          loading={accounts.isFetching}
          sort={params.sort}
          showEntity={false}
          empty={t('company.bankAccounts.empty')}
          onChange={update}
        />
      </Card>
    </>
  );
}
