import { instructionDeleteResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const data = instructionDeleteResponse.shape.data;

/** DELETE /instructions/{id}?lock_version=: a set edited meanwhile answers 409 and stays. */
export async function deleteInstruction({ id, lockVersion }: { id: number; lockVersion?: number }) {
  return data.parse(
    await http.delete<unknown>(`/instructions/${id}`, { params: { lock_version: lockVersion } }),
  );
}

export function useDeleteInstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstruction,
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: accountKeys.instruction(id) });
      queryClient.invalidateQueries({ queryKey: [...accountKeys.instructions, 'list'] });
      queryClient.invalidateQueries({ queryKey: [...accountKeys.instructions, 'port-call'] });
    },
  });
}
