/** Server messages of the operators' user administration; both languages have the same keys (catalogues.test.ts). */
export const usersAdminEnUS = {
  'usersAdmin.sessionsEnded': 'The sessions have been ended.',
  'usersAdmin.disabled': 'The user has been disabled and signed out everywhere.',
  'usersAdmin.enabled': 'The user has been enabled and can sign in again.',
  'usersAdmin.cannotDisableSelf': 'You cannot disable your own account.',
  'field.is_active_eq': 'Status',
} as const;

export const usersAdminZhCN: Record<keyof typeof usersAdminEnUS, string> = {
  'usersAdmin.sessionsEnded': '已结束该用户的会话。',
  'usersAdmin.disabled': '该用户已停用，并已在所有设备上退出登录。',
  'usersAdmin.enabled': '该用户已启用，可以重新登录。',
  'usersAdmin.cannotDisableSelf': '不能停用您自己的账户。',
  'field.is_active_eq': '状态',
};
