import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ListSearch } from '../../../components/list-search.tsx';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { DASH } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { useBankAccounts } from '../api/get-bank-accounts.ts';
import { useEntities, useOwnEntities } from '../api/get-entities.ts';
import { BankAccountsTable } from '../components/bank-accounts-table.tsx';
import { EntityCreateModal } from '../components/entity-create-modal.tsx';
import { EntityLogo } from '../components/entity-logo.tsx';
import { LegalEntitiesTable } from '../components/legal-entities-table.tsx';
import { companyBankListParams, entityListParams } from '../components/list-params.ts';

const TABS = ['entities', 'bank-accounts'] as const;

/** `/settings/company`: the user's company, tabs Legal Entities / Bank Account. */
export function CompanyPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((name) => name === search.get('tab')) ?? 'entities';
  const own = useOwnEntities();
  const company = own.data?.objects.find((entity) => entity.is_company);
  const legalEntities = own.data?.objects.filter((entity) => !entity.is_company) ?? [];
  const [creating, setCreating] = useState(false);

  const [entityParams, updateEntities] = useListParams(entityListParams);
  const entities = useEntities(
    {
      parent_id_eq: company?.id,
      name_i_cont: entityParams.q || undefined,
      page: entityParams.page,
      per_page: entityParams.perPage,
      sort: entityParams.sort as 'name' | undefined,
    },
    Boolean(company),
  );

  const [bankParams, updateBank] = useListParams(companyBankListParams);
  const accounts = useBankAccounts({
    entity_id_eq: bankParams.entityId,
    page: bankParams.page,
    per_page: bankParams.perPage,
    sort: bankParams.sort as 'bank_name' | undefined,
  });
  const accountEntity = bankParams.entityId ?? legalEntities[0]?.id ?? company?.id;

  if (own.isError) return <Result status="error" title={own.error.message} />;

  const entityTab = (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <ListSearch
          data-testid="entities-search"
          placeholder={t('company.entities.search')}
          width={320}
          value={entityParams.q}
          onSearch={(q) => updateEntities({ q })}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={!company}>
          {t('company.entities.add')}
        </Button>
      </Space>
      <LegalEntitiesTable
        rows={company ? (entities.data?.objects ?? []) : []}
        page={entities.data?.page}
        loading={entities.isFetching || own.isLoading}
        sort={entityParams.sort}
        empty={entityParams.q ? t('company.entities.noMatch') : t('company.entities.empty')}
        onChange={updateEntities}
      />
    </>
  );

  const bankTab = (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Select
          allowClear
          data-testid="bank-entity-filter"
          style={{ width: 320 }}
          placeholder={t('company.bankAccounts.entityFilter')}
          value={bankParams.entityId ?? null}
          options={(own.data?.objects ?? []).map((entity) => ({ value: entity.id, label: entity.name }))}
          onChange={(value) => updateBank({ entityId: value ?? undefined })}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!accountEntity}
          onClick={() => navigate(`/settings/company/${accountEntity}/bank-account`)}
        >
          {t('company.bankAccounts.add')}
        </Button>
      </Space>
      <BankAccountsTable
        rows={accounts.data?.objects ?? []}
        page={accounts.data?.page}
        loading={accounts.isFetching}
        sort={bankParams.sort}
        empty={bankParams.entityId ? t('company.bankAccounts.noMatch') : t('company.bankAccounts.empty')}
        onChange={updateBank}
      />
    </>
  );

  return (
    <>
      <PageHeader title={company?.name ?? t('pages.company')} trail={trail} />
      <Card loading={own.isLoading} style={{ marginBottom: 16 }} data-testid="company-card">
        {company && (
          <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <EntityLogo logo={company.logo} size={56} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Space size={8} style={{ marginBottom: 4 }}>
                <Typography.Text strong style={{ fontSize: 16 }}>
                  <Link to={`/settings/company/${company.id}`}>{company.name}</Link>
                </Typography.Text>
                <Tag color="blue">{t(`company.kind.${company.kind}`)}</Tag>
              </Space>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2, xl: 4 }}
                items={[
                  { label: t('company.overview.country'), children: company.country?.name ?? DASH },
                  { label: t('company.overview.currency'), children: company.currency ?? DASH },
                  { label: t('company.overview.contact'), children: company.main_contact_name ?? DASH },
                  { label: t('company.overview.website'), children: company.website ?? DASH },
                ]}
              />
            </div>
          </div>
        )}
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) =>
            setSearch((current) => {
              const next = new URLSearchParams(current);
              next.set('tab', key);
              return next;
            })
          }
          items={[
            { key: 'entities', label: t('company.tabs.entities'), children: entityTab },
            { key: 'bank-accounts', label: t('company.tabs.bankAccounts'), children: bankTab },
          ]}
        />
      </Card>
      {company && (
        <EntityCreateModal
          open={creating}
          companyName={company.name}
          defaultCurrency={company.currency}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
