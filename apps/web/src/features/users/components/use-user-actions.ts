import type { UserAdminItem } from '@portledger/contracts';
import { App } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getUser, subscribeSession } from '../../../lib/session.ts';
import { useEndUserSessions } from '../api/end-user-sessions.ts';
import { useSetUserStatus } from '../api/set-user-status.ts';

/** The signed-in operator: their own row keeps its current session and cannot be disabled. */
export const useCurrentUserId = () => useSyncExternalStore(subscribeSession, getUser)?.id;

/**
 * The row actions, each behind a confirmation that says exactly what will happen. The http client
 * shows a failure's message (a 409 when someone else changed the user first); the list reloads
 * after every answer.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const endSessions = useEndUserSessions();
  const setStatus = useSetUserStatus();
  const currentId = useCurrentUserId();

  const confirmEndSessions = (user: UserAdminItem) => {
    const isSelf = user.id === currentId;
    const count = isSelf ? user.live_sessions - 1 : user.live_sessions;
    const vars = { name: user.display_name, count };
    const key = isSelf ? 'Self' : count === 1 ? 'One' : 'Many';
    modal.confirm({
      title: t(`users.endSessions.title${key}`, vars),
      content: t(`users.endSessions.content${isSelf ? 'Self' : ''}`, vars),
      okText: t('users.endSessions.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await endSessions.mutateAsync({ id: user.id });
          message.success(t(isSelf ? 'users.endSessions.doneSelf' : 'users.endSessions.done', vars));
        } catch {
          // The http client has shown the server's message.
        }
      },
    });
  };

  const confirmStatus = (user: UserAdminItem) => {
    const disabling = user.is_active;
    const vars = { name: user.display_name, count: user.live_sessions };
    const sessions = user.live_sessions === 0 ? 'None' : user.live_sessions === 1 ? 'One' : 'Many';
    const content = disabling ? t(`users.disable.content${sessions}`, vars) : t('users.enable.content', vars);
    modal.confirm({
      title: t(disabling ? 'users.disable.title' : 'users.enable.title', vars),
      content,
      okText: t(disabling ? 'users.disable.ok' : 'users.enable.ok'),
      okButtonProps: { danger: disabling },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await setStatus.mutateAsync({ id: user.id, lockVersion: user.lock_version, isActive: !disabling });
          message.success(t(disabling ? 'users.disable.done' : 'users.enable.done', vars));
        } catch {
          // The http client has shown the server's message.
        }
      },
    });
  };

  return { confirmEndSessions, confirmStatus, currentId };
}
