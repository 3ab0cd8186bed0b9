import { type InstructionCreateRequest, instructionResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const objectData = instructionResponse.shape.data;

/** POST /instructions. Field errors come back on the HttpError (`data.errors`). */
export async function createInstruction(body: InstructionCreateRequest) {
  return objectData.parse(await http.post<unknown>('/instructions', body)).object;
}

export function useCreateInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstruction,
    onSuccess: (instruction) => {
      queryClient.setQueryData(accountKeys.instruction(instruction.id), instruction);
      queryClient.invalidateQueries({ queryKey: [...accountKeys.instructions, 'list'] });
      queryClient.invalidateQueries({ queryKey: [...accountKeys.instructions, 'port-call'] });
    },
  });
}
