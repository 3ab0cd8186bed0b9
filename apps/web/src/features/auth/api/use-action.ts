import { useCallback, useState } from 'react';

/**
 * A form's one request with its pending state, for the sign-in pages. They are drawn before the
 * signed-in layout brings TanStack Query (docs/decisions/018), and need no cache: a call, a
 * spinner, the answer or the error.
 */
export function useAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const [isPending, setPending] = useState(false);
  const run = useCallback(
    async (
      input: Input,
      handlers: { onSuccess: (output: Output) => void; onError: (error: Error) => void },
    ) => {
      setPending(true);
      try {
        const output = await action(input);
        setPending(false);
        handlers.onSuccess(output);
      } catch (error) {
        setPending(false);
        handlers.onError(error instanceof Error ? error : new Error(String(error)));
      }
    },
    [action],
  );
  return { run, isPending };
}
