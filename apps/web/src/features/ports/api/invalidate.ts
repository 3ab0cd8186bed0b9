import type { QueryClient } from '@tanstack/react-query';

/** A terminal write changes port lists (counts), port details, terminal queries and options. */
export function invalidateTerminalQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['ports'] }),
    queryClient.invalidateQueries({ queryKey: ['terminals'] }),
    queryClient.invalidateQueries({ queryKey: ['options', '/terminals/option'] }),
  ]);
}
