import { postTransition, useTransition } from './transition.ts';

/** POST /port_calls/{id}/submit: appoints the agent; answers 400 naming each missing field. */
export const submitPortCall = ({ id, lockVersion }: { id: number; lockVersion: number }) =>
  postTransition(id, 'submit', { lock_version: lockVersion });

export const useSubmitPortCall = () => useTransition(submitPortCall);
