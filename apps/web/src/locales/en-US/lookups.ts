export const lookups = {
  remoteSelect: {
    placeholder: 'Type to search',
    noMatch: 'No match found',
  },
} as const;
