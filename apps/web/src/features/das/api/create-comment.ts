import type { DaDocument } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { daKeys } from './keys.ts';

export interface CommentVariables {
  daId: number;
  costLineId: number;
  document: DaDocument;
  content: string;
}

/** POST /comments: a comment on a saved line outside any action; the author is the session user. */
export async function createComment({ costLineId, document, content }: CommentVariables) {
  await http.post<null>('/comments', { cost_line_id: costLineId, document, content });
}

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (_, variables) => queryClient.invalidateQueries({ queryKey: daKeys.detail(variables.daId) }),
  });
}
