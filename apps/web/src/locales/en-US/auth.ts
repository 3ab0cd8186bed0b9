export const auth = {
  field: {
    userName: 'User name',
    password: 'Password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  login: {
    title: 'Welcome back',
    remember: 'Remember me',
    forgot: 'Forgot password?',
    submit: 'Sign in',
  },
  forget: {
    title: 'Forgot your password?',
    intro: 'Enter your user name and we will email you a link to choose a new password.',
    submit: 'Send reset link',
    backToLogin: 'Back to sign in',
    sentTitle: 'Check your mailbox',
    sentHint:
      'If the email address you provided is correct, you will receive a link to reset your password within a few minutes. The link is valid for 1 hour.',
  },
  reset: {
    title: 'Choose a new password',
    confirmRequired: 'Please confirm your password!',
    mismatch: 'Password inconsistency please re-enter.',
    minLength: 'The password must have at least {{min}} characters.',
    maxLength: 'The password can have at most {{max}} characters.',
    submit: 'Reset password',
    doneTitle: 'Password updated',
    missingToken: 'This reset link is incomplete. Please request a new one.',
    requestNew: 'Request a new link',
    goToLogin: 'Go to sign in',
  },
};
