import {
  type PaymentStatus,
  type PaymentType,
  type paymentListQuery,
  paymentStatuses,
  paymentTypes,
} from '@portledger/contracts';
import type { z } from 'zod';
import { day, defineListParams, oneOf, type Param } from '../../../lib/list-params.ts';

export type PaymentTab = 'all' | 'actionable';

/** Several values of a fixed list as `status=pending,submitted`; unknown ones are dropped. */
const someOf = <T extends string>(name: string, list: readonly T[]): Param<T[]> => ({
  read: (get) =>
    (get(name) ?? '').split(',').filter((value): value is T => (list as readonly string[]).includes(value)),
  write: (values, set) => set(name, values.join(',')),
});

/** `/payment?tab=&status=&type=&due_from=&due_to=&page=`; the server orders by due date. */
export const paymentListParams = defineListParams({
  sortFields: [],
  filters: {
    tab: oneOf<PaymentTab>('tab', ['all', 'actionable'], 'all'),
    status: someOf<PaymentStatus>('status', paymentStatuses),
    type: someOf<PaymentType>('type', paymentTypes),
    dueFrom: day('due_from'),
    dueTo: day('due_to'),
  },
});
export type PaymentListState = ReturnType<typeof paymentListParams.parse>;

export function toPaymentQuery(state: PaymentListState): z.input<typeof paymentListQuery> {
  return {
    tab: state.tab,
    page: state.page,
    per_page: state.perPage,
    status_in: state.status.length ? state.status : undefined,
    payment_type_in: state.type.length ? state.type : undefined,
    due_on_gteq: state.dueFrom,
    due_on_lteq: state.dueTo,
  };
}

export const isFiltered = (state: PaymentListState) =>
  Boolean(state.status.length || state.type.length || state.dueFrom || state.dueTo);

export const clearedFilters: Partial<PaymentListState> = {
  status: [],
  type: [],
  dueFrom: undefined,
  dueTo: undefined,
};
