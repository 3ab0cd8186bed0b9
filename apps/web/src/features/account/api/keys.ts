import type { InstructionListQuery } from '@portledger/contracts';

/** Query keys of the account feature, so a save invalidates exactly what it changes. */
export const accountKeys = {
  preferences: ['preferences'] as const,
  managedEntities: ['users', 'me', 'managed-entities'] as const,
  instructions: ['instructions'] as const,
  instructionList: (query: InstructionListQuery) => ['instructions', 'list', query] as const,
  instruction: (id: number) => ['instructions', 'detail', id] as const,
  portCallInstructions: (portCallId: number) => ['instructions', 'port-call', portCallId] as const,
};
