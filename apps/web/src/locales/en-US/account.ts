export const account = {
  changePassword: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    submit: 'Save',
    done: 'Your password has been changed.',
  },
};
