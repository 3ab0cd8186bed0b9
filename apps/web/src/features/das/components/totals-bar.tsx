import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { useDraftVersion } from './draft-store.ts';
import { useEditor } from './editor-context.ts';
import { checkedFormTotals } from './form-values.ts';
import { amountStyle } from './styles.ts';

/**
 * The running totals below the lines, recomputed with the contracts helpers as the user types;
 * a total holding an unreadable price is null (`unreadable` counts those lines).
 */
export function useFormTotals() {
  const store = useDraftVersion();
  const { document, stage, saved } = useEditor();
  return checkedFormTotals(store.all(), saved, document, stage ?? 'quoted');
}

export function TotalsBar() {
  const { t } = useTranslation();
  const { da, document, stage } = useEditor();
  const { totals, unreadable } = useFormTotals();
  const cur = da.currency;
  const item = (key: string, label: string, value: string | null, testId: string) => ({
    key,
    label: t(label, { cur }),
    children: (
      <span
        style={{ ...amountStyle, display: 'block', fontWeight: key === 'quoted' ? 600 : undefined }}
        data-testid={testId}
      >
        {formatAmount(value)}
      </span>
    ),
  });
  // A stage's totals appear once it has figures (the agent gets none before approval).
  const screened = totals.screened !== null || stage === 'screened';
  const agreed = totals.agreed !== null || stage === 'agreed';
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        style={{ marginTop: 12 }}
        data-testid={`${document}-totals`}
        items={[
          item('agency', 'das.totals.agency', totals.agency_remuneration, 'total-agency'),
          item('port', 'das.totals.portCosts', totals.port_costs, 'total-port-costs'),
          item('quoted', 'das.totals.quoted', totals.quoted, 'total-quoted'),
          ...(screened ? [item('screened', 'das.totals.screened', totals.screened, 'total-screened')] : []),
          ...(agreed
            ? [
                item('agreed', 'das.totals.agreed', totals.agreed, 'total-agreed'),
                item('savings', 'das.totals.savings', totals.savings, 'total-savings'),
              ]
            : []),
        ]}
      />
      {unreadable > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('das.totals.unreadable', { count: unreadable })}
          data-testid="totals-unreadable"
        />
      )}
    </>
  );
}
