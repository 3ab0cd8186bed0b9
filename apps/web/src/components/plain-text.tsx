import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * What antd's `Typography.Text` (secondary or strong) and `Typography.Title level={4}` draw, for
 * the header, the footer, the page titles and the port-call list: the same elements with the same
 * theme values (antd's typography/style). Typography brings its copy, edit (a TextArea) and
 * ellipsis machinery with it, which no page uses in these places and every first page would
 * download (docs/decisions/018). Elsewhere Typography stays.
 */
const useTypography = (): CSSProperties => {
  const { token } = theme.useToken();
  return { color: token.colorText, wordBreak: 'break-word', lineHeight: token.lineHeight };
};

/** `Typography.Text type="secondary"`. */
export function SecondaryText({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <span style={{ ...useTypography(), color: token.colorTextDescription, ...style }}>{children}</span>;
}

/** `Typography.Text strong`. */
export function StrongText({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <span style={{ ...useTypography(), ...style }}>
      <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong>
    </span>
  );
}

/** `Typography.Title level={4}`. */
export function PageTitle({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h4
      style={{
        ...useTypography(),
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading4,
        lineHeight: token.lineHeightHeading4,
        ...style,
      }}
    >
      {children}
    </h4>
  );
}
