import { postTransition, useTransition } from './transition.ts';

/** POST /port_calls/{id}/accept: the agent accepts the appointment. */
export const acceptPortCall = ({ id, lockVersion }: { id: number; lockVersion: number }) =>
  postTransition(id, 'accept', { lock_version: lockVersion });

export const useAcceptPortCall = () => useTransition(acceptPortCall);
