import { userKinds } from '@portledger/contracts';
import { Button, Card, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../components/list-search.tsx';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useUsers } from '../api/get-users.ts';
import { CompanySelect } from '../components/company-select.tsx';
import { toUserListQuery, userListParams, userStatuses } from '../components/user-list-params.ts';
import { UsersTable } from '../components/users-table.tsx';

/** `/settings/users` (operators): every user, who can sign in, and how many sessions each has open. */
export function UsersListPage() {
  const { t } = useTranslation();
  const trail = useRouteTrail();
  const [state, update] = useListParams(userListParams);
  const users = useUsers(toUserListQuery(state));
  const rows = users.data?.objects ?? [];
  const filtered = Boolean(state.q || state.kind || state.companyId || state.status);
  // The company's label for a filter read from the URL: every row of the filtered list carries it.
  const company = rows.find((row) => row.company.id === state.companyId)?.company;

  return (
    <>
      <PageHeader title={t('pages.users')} trail={trail} />
      <Card variant="outlined">
        <Space wrap style={{ marginBottom: 16 }}>
          <ListSearch
            data-testid="users-search"
            placeholder={t('users.list.search')}
            width={300}
            value={state.q}
            onSearch={(q) => update({ q })}
          />
          <Select
            allowClear
            data-testid="users-kind"
            aria-label={t('users.list.kind')}
            placeholder={t('users.list.allKinds')}
            style={{ width: 150 }}
            value={state.kind}
            options={userKinds.map((kind) => ({ value: kind, label: t(`users.kind.${kind}`) }))}
            onChange={(kind) => update({ kind: kind ?? undefined })}
          />
          <CompanySelect
            value={state.companyId}
            label={company?.name}
            onChange={(companyId) => update({ companyId })}
          />
          <Select
            allowClear
            data-testid="users-status"
            aria-label={t('users.list.status')}
            placeholder={t('users.list.allStatuses')}
            style={{ width: 150 }}
            value={state.status}
            options={userStatuses.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
            onChange={(status) => update({ status: status ?? undefined })}
          />
          {filtered && (
            <Button
              type="link"
              onClick={() => update({ q: '', kind: undefined, companyId: undefined, status: undefined })}
            >
              {t('users.list.reset')}
            </Button>
          )}
        </Space>
        <UsersTable
          rows={rows}
          page={users.data?.page}
          loading={users.isFetching}
          sort={state.sort}
          empty={filtered ? t('users.list.emptyFiltered') : t('users.list.empty')}
          onChange={update}
        />
      </Card>
    </>
  );
}
