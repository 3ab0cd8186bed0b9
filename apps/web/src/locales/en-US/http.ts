export const http = {
  fail: 'Request failed',
  status: 'Request failed ({{code}}): {{message}}',
  intercepted: 'The request was intercepted because the server returned an error. Please try again later.',
  failedToFetch: 'Failed to fetch data: {{message}}',
  timeout: 'no answer within {{seconds}} seconds',
};
