import { postTransition, useTransition } from './transition.ts';

/** POST /port_calls/{id}/cancel: the principal cancels, with a reason. */
export const cancelPortCall = ({
  id,
  lockVersion,
  reason,
}: {
  id: number;
  lockVersion: number;
  reason: string;
}) => postTransition(id, 'cancel', { lock_version: lockVersion, reason });

export const useCancelPortCall = () => useTransition(cancelPortCall);
