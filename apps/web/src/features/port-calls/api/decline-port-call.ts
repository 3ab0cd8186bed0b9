import { postTransition, useTransition } from './transition.ts';

/** POST /port_calls/{id}/decline: the agent declines the appointment, with a reason. */
export const declinePortCall = ({
  id,
  lockVersion,
  reason,
}: {
  id: number;
  lockVersion: number;
  reason: string;
}) => postTransition(id, 'decline', { lock_version: lockVersion, reason });

export const useDeclinePortCall = () => useTransition(declinePortCall);
