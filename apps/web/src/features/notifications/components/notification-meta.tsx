import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { BusinessArea, Severity } from '@portledger/contracts';
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

dayjs.extend(relativeTime);

const severityIcons: Record<Severity, { Icon: typeof InfoCircleFilled; color: string }> = {
  info: { Icon: InfoCircleFilled, color: '#1677ff' },
  success: { Icon: CheckCircleFilled, color: '#52c41a' },
  warning: { Icon: ExclamationCircleFilled, color: '#fa8c16' },
  error: { Icon: CloseCircleFilled, color: '#ff4d4f' },
};

/** The severity as a coloured icon, named for screen readers and on hover. */
export function SeverityIcon({ severity, size = 18 }: { severity: Severity; size?: number }) {
  const { t } = useTranslation();
  const { Icon, color } = severityIcons[severity];
  const label = t(`notifications.severity.${severity}`);
  return (
    <Tooltip title={label}>
      <Icon
        role="img"
        aria-label={label}
        data-testid={`notification-severity-${severity}`}
        style={{ color, fontSize: size }}
      />
    </Tooltip>
  );
}

// The phase colours of DESIGN.md section 9: port call grey, PDA blue, payments orange.
const areaColors: Record<BusinessArea, string> = {
  PORT_CALL: 'default',
  PDA: 'blue',
  PAYMENT: 'orange',
  OPERATION_LOG: 'cyan',
};

export function AreaTag({ area }: { area: BusinessArea }) {
  const { t } = useTranslation();
  return (
    <Tag color={areaColors[area]} style={{ marginInlineEnd: 0 }} data-testid="notification-area">
      {t(`notifications.area.${area}`)}
    </Tag>
  );
}

/** Re-renders every minute, so "2 minutes ago" does not stay "just now". */
function useMinuteTick() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
}

/** "5 minutes ago", with the exact time (DD MMM YYYY HH:mm) on hover or beside it. */
export function NotificationTime({ value, showExact = false }: { value: string; showExact?: boolean }) {
  const { i18n } = useTranslation();
  useMinuteTick();
  const exact = formatDateTime(value);
  const relative = dayjs(value)
    .locale(i18n.language === 'zh-CN' ? 'zh-cn' : 'en')
    .fromNow();
  return (
    <Tooltip title={exact}>
      <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
        {showExact ? `${exact} · ${relative}` : relative}
      </time>
    </Tooltip>
  );
}
