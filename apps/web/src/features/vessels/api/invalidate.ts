import type { QueryClient } from '@tanstack/react-query';

/** A vessel or certificate write changes lists (due counts), the detail and the vessel options. */
export function invalidateVesselQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['vessels'] }),
    queryClient.invalidateQueries({ queryKey: ['options', '/vessels/option'] }),
  ]);
}
