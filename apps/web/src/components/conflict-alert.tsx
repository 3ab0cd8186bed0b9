import { Alert, Button } from 'antd';
import type { CSSProperties } from 'react';

/**
 * A 409 (stale lock_version, or a status that moved on): the edits cannot be saved over someone
 * else's; the user reloads and decides again. One look for every editor; texts come from the caller.
 */
export function ConflictAlert({
  title,
  description,
  reloadLabel,
  onReload,
  testId,
  style = { marginBottom: 16 },
}: {
  title: string;
  description?: string;
  reloadLabel: string;
  onReload: () => void;
  /** `data-testid` of the alert; the reload button gets the same with `-reload`. */
  testId?: string;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      data-testid={testId}
      style={style}
      title={title}
      description={description}
      action={
        <Button size="small" onClick={onReload} data-testid={testId ? `${testId}-reload` : undefined}>
          {reloadLabel}
        </Button>
      }
    />
  );
}
