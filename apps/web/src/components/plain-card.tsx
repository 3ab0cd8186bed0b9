import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * What antd's `<Card variant="outlined">` without a title draws (antd's card/style), for the
 * port-call list: antd's Card brings Skeleton (its `loading`) and Tabs wiring with it, which the
 * first page after sign-in would download for a bordered box (docs/decisions/018). Other pages
 * keep antd's Card.
 */
export function PlainCard({ children, bodyStyle }: { children: ReactNode; bodyStyle?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        margin: 0,
        padding: 0,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        listStyle: 'none',
        fontFamily: token.fontFamily,
        position: 'relative',
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
      }}
    >
      <div style={{ padding: token.paddingLG, borderRadius: token.borderRadiusLG, ...bodyStyle }}>
        {children}
      </div>
    </div>
  );
}
