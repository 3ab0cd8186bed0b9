import type { DaDocument } from '@portledger/contracts';
import { Alert, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorResult } from '../../../components/result/results.tsx';
import { useDa } from '../api/get-da.ts';
import { DaDownloads } from './da-downloads.tsx';
import { DaEditor } from './da-editor.tsx';
import { isFdaPhase, tabStageOf } from './da-mode.ts';
import { DaSummary } from './da-summary.tsx';
import { DocumentSwitch, type UnsavedCheck, UnsavedEditsProbe } from './document-switch.tsx';
import { linesOf } from './form-values.ts';
import { LeaveGuard, WatchedFields } from './leave-guard.tsx';
import { percentText } from './percent.ts';
import { TabActions } from './tab-actions.tsx';

/** The PDA tab of `/das-mgmt/:id`: the PDA, and the FDA beside it once the FDA phase has begun. */
export function DaTab({ portCallId, daId }: { portCallId: number; daId: number }) {
  const { t } = useTranslation();
  const query = useDa(daId);
  const [picked, setPicked] = useState<DaDocument>();
  const unsaved: UnsavedCheck = useRef(null);
  if (query.isError && !query.data) return <ErrorResult subTitle={query.error.message} />;
  if (!query.data) return <Skeleton active />;
  const da = query.data;
  const fda = isFdaPhase(da);
  const document: DaDocument = picked ?? (fda ? 'fda' : 'pda');
  const stage = tabStageOf(da.actions, document);

  return (
    <div data-testid="da-tab" data-port-call={portCallId}>
      <DaSummary da={da} />
      <DaDownloads da={da} hasFda={linesOf(da).some((line) => line.fda_quoted_price !== null)} />
      {fda && (
        // A line of its own: beside the downloads it read as one more of them.
        <div>
          <DocumentSwitch value={document} onChange={setPicked} check={unsaved} />
        </div>
      )}
      {stage === 'quoted' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`das.hint.quote.${document}`)}
          description={
            document === 'fda'
              ? t('das.variance.hint', { percent: percentText(da.variance_reason_percent) })
              : undefined
          }
        />
      )}
      {stage === 'screened' && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('das.hint.screen', { doc: t(`das.document.${document}`) })}
        />
      )}
      <DaEditor
        key={`${da.lock_version}-${document}-${stage}`}
        da={da}
        document={document}
        stage={stage}
        screening={stage === 'screened'}
      >
        <WatchedFields>
          <TabActions />
        </WatchedFields>
        <LeaveGuard />
        <UnsavedEditsProbe check={unsaved} />
      </DaEditor>
    </div>
  );
}
