import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader, useRouteTrail } from '../../../components/page-header.tsx';
import { ErrorResult, ForbiddenResult, NotFoundResult } from '../../../components/result/results.tsx';
import { HttpError } from '../../../lib/http.ts';
import { useDa } from '../api/get-da.ts';
import { usePortCallDa } from '../api/get-port-call-da.ts';
import { ApproveActions } from '../components/approve-actions.tsx';
import { DaEditor } from '../components/da-editor.tsx';
import { approvalDocumentOf } from '../components/da-mode.ts';
import { DaSummary } from '../components/da-summary.tsx';
import { LeaveGuard, WatchedFields } from '../components/leave-guard.tsx';

/** `/das-mgmt/:id/approve` (principal): quoted, screened and agreed prices, savings, prefunding, approve or decline. */
export function ApproveDaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trail = useRouteTrail();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const portCall = usePortCallDa(valid ? id : undefined);
  const da = useDa(portCall.data?.daId ?? undefined);
  const failure = portCall.error ?? da.error;

  if (!valid) return <NotFoundResult />;
  if (failure instanceof HttpError && failure.code === 404) return <NotFoundResult />;
  if (failure instanceof HttpError && failure.code === 403) return <ForbiddenResult />;
  if (failure && !da.data) return <ErrorResult subTitle={failure.message} />;
  if (portCall.data && portCall.data.daId === null) return <NotFoundResult />;
  if (!da.data) return <Skeleton active />;
  const object = da.data;
  const document = approvalDocumentOf(object.actions);
  const detailPath = `/das-mgmt/${id}`;
  const crumbs = trail.map((crumb) =>
    crumb.path === detailPath ? { ...crumb, title: object.ref_no } : crumb,
  );
  const doc = t(`das.document.${document ?? 'pda'}`);

  return (
    <>
      <PageHeader title={t('das.approve.title', { doc, ref: object.ref_no })} trail={crumbs} />
      {document === null ? (
        <Result
          status="info"
          title={t('das.approve.nothing')}
          subTitle={object.status_label}
          extra={<Button onClick={() => navigate(`${detailPath}?tab=pda`)}>{t('das.approve.back')}</Button>}
          data-testid="approve-nothing"
        />
      ) : (
        <Card variant="outlined" data-testid="approve-da">
          <DaSummary da={object} />
          <DaEditor
            key={`${object.lock_version}-${document}`}
            da={object}
            document={document}
            stage={object.actions.includes(`${document}_approve`) ? 'agreed' : null}
            screening
          >
            <WatchedFields>
              <ApproveActions document={document} />
            </WatchedFields>
            <LeaveGuard />
          </DaEditor>
        </Card>
      )}
    </>
  );
}
