export const layout = {
  menu: {
    dashboard: 'Dashboard',
    dasMgmt: 'DAs Management',
    payments: 'Payments',
    vessels: 'Vessels',
    ports: 'Ports',
    notifications: 'Notifications',
    helpCentre: 'Help Centre',
    myAccount: 'My Account',
    company: 'Company',
    charterers: 'Charterers',
  },
  header: {
    notifications: 'Notifications',
    helpCentre: 'Help Centre',
    changePassword: 'Change password',
    logout: 'Logout',
  },
};
