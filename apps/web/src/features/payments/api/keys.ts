import type { paymentListQuery } from '@portledger/contracts';
import type { z } from 'zod';

export type PaymentListQuery = z.input<typeof paymentListQuery>;

/** Query keys of the payments feature, so a step invalidates exactly what it changes. */
export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (query: PaymentListQuery) => [...paymentKeys.lists(), query] as const,
  detail: (id: number) => [...paymentKeys.all, 'detail', id] as const,
  receiverAccounts: (id: number) => [...paymentKeys.all, 'receiver-accounts', id] as const,
};
