import { type InstructionUpdateRequest, instructionResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const objectData = instructionResponse.shape.data;

/** PUT /instructions/{id} with the lock_version loaded; a stale one answers 409. */
export async function updateInstruction({ id, body }: { id: number; body: InstructionUpdateRequest }) {
  return objectData.parse(await http.put<unknown>(`/instructions/${id}`, body)).object;
}

export function useUpdateInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstruction,
    onSuccess: (instruction) => {
      queryClient.setQueryData(accountKeys.instruction(instruction.id), instruction);
      queryClient.invalidateQueries({ queryKey: [...accountKeys.instructions, 'list'] });
      queryClient.invalidateQueries({ queryKey: [...accountKeys.instructions, 'port-call'] });
    },
  });
}
