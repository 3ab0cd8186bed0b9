import { ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import type { Notification } from '@portledger/contracts';
import { Button, Flex, Typography, theme } from 'antd';
import { type CSSProperties, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaTag, NotificationTime, SeverityIcon } from './notification-meta.tsx';
import { isAppLink } from './use-open-notification.ts';

/**
 * A title wraps to a second line before it is cut: in the bell's narrow rows one line cut an
 * English title's amount short ("PL-2026-000006: CNY 40,00…").
 */
const twoLines: CSSProperties = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
};

/** A port call's reference (PL-2026-000042) moves to the next line whole, not cut at a hyphen. */
const REF_NO = /(PL-\d{4}-\d+)/;
const keepingRefsWhole = (text: string) =>
  // split's capture group keeps the references among the parts.
  text.split(REF_NO).map((part) =>
    REF_NO.test(part) ? (
      <span key={part} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      part
    ),
  );

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onMarkRead?: (notification: Notification) => void;
  isMarking?: boolean;
  /** The bell's dense variant: no action buttons, relative time only. */
  compact?: boolean;
}

/**
 * One notification: severity, title, content, business area and time. Opening it (the row, or its
 * title link) marks it read and follows its link; unread rows are tinted and dotted.
 */
export function NotificationItem({
  notification: n,
  onOpen,
  onMarkRead,
  isMarking,
  compact,
}: NotificationItemProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const isUnread = !n.read_at;
  const stop = (handler: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler();
  };
  // A plain click opens it here; Ctrl/Cmd-click or a middle click leaves the link to the browser
  // (a new tab) and only marks it read.
  const onTitleClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
      if (isUnread) onMarkRead?.(n);
      return;
    }
    event.preventDefault();
    onOpen(n);
  };
  const title = (
    <Typography.Text strong={isUnread} style={{ ...twoLines, fontSize: compact ? 13 : 14, color: 'inherit' }}>
      {keepingRefsWhole(n.title)}
    </Typography.Text>
  );
  const background = hovered ? token.controlItemBgHover : isUnread ? '#f5f9ff' : undefined;

  return (
    // The title link (and the buttons) are the keyboard's way in; the whole row is a larger
    // target for the mouse only, so it needs no role of its own.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      data-testid="notification-item"
      data-unread={isUnread}
      onClick={() => onOpen(n)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{
        display: 'flex',
        gap: 12,
        padding: compact ? '10px 16px' : '14px 20px',
        cursor: 'pointer',
        background,
        borderBottom: `1px solid ${token.colorSplit}`,
        transition: 'background 0.2s',
      }}
    >
      <div style={{ paddingTop: 2 }}>
        <SeverityIcon severity={n.severity} size={compact ? 16 : 20} />
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" align="baseline" gap={12}>
          {isAppLink(n.link) ? (
            <Link
              to={n.link}
              onClick={onTitleClick}
              data-testid="notification-title"
              style={{ color: token.colorText, minWidth: 0, display: 'flex' }}
            >
              {title}
            </Link>
          ) : (
            <span data-testid="notification-title" style={{ minWidth: 0, display: 'flex' }}>
              {title}
            </span>
          )}
          {compact && (
            <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none', whiteSpace: 'nowrap' }}>
              <NotificationTime value={n.created_at} />
            </Typography.Text>
          )}
        </Flex>
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2 }}
          style={{ margin: compact ? '2px 0 6px' : '4px 0 8px', fontSize: compact ? 12 : 13 }}
        >
          {n.content}
        </Typography.Paragraph>
        <Flex align="center" gap={8} wrap>
          <AreaTag area={n.business_area} />
          {!compact && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <NotificationTime value={n.created_at} showExact />
            </Typography.Text>
          )}
          {!compact && (
            <Flex gap={4} style={{ marginInlineStart: 'auto' }}>
              {isUnread && onMarkRead && (
                <Button
                  size="small"
                  type="text"
                  icon={<CheckOutlined />}
                  loading={isMarking}
                  onClick={stop(() => onMarkRead(n))}
                >
                  {t('notifications.markRead')}
                </Button>
              )}
              {isAppLink(n.link) && (
                <Button size="small" type="link" onClick={stop(() => onOpen(n))}>
                  {t('notifications.open')} <ArrowRightOutlined />
                </Button>
              )}
            </Flex>
          )}
        </Flex>
      </div>
      {isUnread && (
        <span
          role="img"
          aria-label={t('notifications.unreadMark')}
          style={{
            width: 8,
            height: 8,
            flex: 'none',
            marginTop: 7,
            borderRadius: '50%',
            background: token.colorPrimary,
          }}
        />
      )}
    </div>
  );
}
