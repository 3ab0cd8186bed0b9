/** Server messages of the notifications domain; both languages have the same keys (catalogues.test.ts). */
export const notificationsEnUS = {
  'notifications.allRead': 'All notifications are marked as read.',
  'notifications.read': 'The notification is marked as read.',
  'notifications.tooManyStreams':
    'Too many live connections are open for you. Close some tabs and try again.',
  'notifications.area.PDA': 'PDA',
  'notifications.area.PORT_CALL': 'port call',
  'notifications.area.OPERATION_LOG': 'operation log',
  'notifications.area.PAYMENT': 'payment',
  'notifications.mail.open': 'Open it in PortLedger:',
  'notifications.mail.why':
    'You receive this e-mail because you chose to get {area} notifications by e-mail. You can change this under My Account > Preferences.',
} as const;

export const notificationsZhCN: Record<keyof typeof notificationsEnUS, string> = {
  'notifications.allRead': '所有通知已标记为已读。',
  'notifications.read': '该通知已标记为已读。',
  'notifications.tooManyStreams': '您打开的实时连接过多，请关闭部分标签页后重试。',
  'notifications.area.PDA': 'PDA',
  'notifications.area.PORT_CALL': '船舶挂靠',
  'notifications.area.OPERATION_LOG': '操作日志',
  'notifications.area.PAYMENT': '付款',
  'notifications.mail.open': '在 PortLedger 中查看：',
  'notifications.mail.why':
    '您收到这封邮件，是因为您选择了通过邮件接收{area}通知。您可以在“我的账户 > 偏好设置”中更改。',
};
