export const result = {
  success: { title: 'Done', subTitle: 'The operation was completed.' },
  error: { title: 'Something went wrong', subTitle: 'The operation could not be completed.' },
  forbidden: { title: '403', subTitle: 'Access to this resource on the server is denied.' },
  notFound: { title: '404', subTitle: 'Whoops, that page is gone.' },
  serverError: { title: '500', subTitle: "This page isn't working." },
};
