import type { PortCallListQuery } from '@portledger/contracts';

/** Query keys of the port-call feature, so mutations invalidate exactly what they change. */
export const portCallKeys = {
  all: ['port-calls'] as const,
  lists: () => [...portCallKeys.all, 'list'] as const,
  list: (query: PortCallListQuery) => [...portCallKeys.lists(), query] as const,
  detail: (id: number) => [...portCallKeys.all, 'detail', id] as const,
  logs: (id: number) => [...portCallKeys.all, 'logs', id] as const,
};
