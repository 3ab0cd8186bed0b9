/** Query keys of the DA feature. */
export const daKeys = {
  all: ['das'] as const,
  detail: (id: number) => [...daKeys.all, 'detail', id] as const,
  portCall: (portCallId: number) => [...daKeys.all, 'port-call', portCallId] as const,
  /** The screening report of one document as the DA stood at `lockVersion` (a change refetches). */
  screening: (id: number, document: 'pda' | 'fda', lockVersion: number) =>
    [...daKeys.all, 'screening', id, document, lockVersion] as const,
};

/**
 * A DA action moves the port call's status, actions and operation log, which the port-calls
 * feature caches under this key prefix; features do not import each other, so the prefix is
 * repeated here on purpose.
 */
export const PORT_CALLS_KEY = ['port-calls'] as const;
