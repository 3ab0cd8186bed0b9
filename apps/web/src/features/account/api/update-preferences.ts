import { type PreferencesUpdateRequest, preferencesResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const objectData = preferencesResponse.shape.data;

/** PUT /preferences with the company's lock_version; a stale one answers 409. */
export async function updatePreferences(body: PreferencesUpdateRequest) {
  return objectData.parse(await http.put<unknown>('/preferences', body)).object;
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(accountKeys.preferences, preferences);
      // The user info carries the company's defaults too; the Entity Access tab shows them.
      queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
    },
  });
}
