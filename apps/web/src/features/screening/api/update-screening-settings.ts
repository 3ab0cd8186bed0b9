import { type ScreeningSettingsUpdate, screeningSettingsResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { screeningKeys } from './keys.ts';

const objectData = screeningSettingsResponse.shape.data;

/** PUT /screening_settings with the read lock_version; a stale one answers 409 and saves nothing. */
export async function updateScreeningSettings(body: ScreeningSettingsUpdate) {
  return objectData.parse(await http.put<unknown>('/screening_settings', body)).object;
}

export function useUpdateScreeningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScreeningSettings,
    onSuccess: (settings) => queryClient.setQueryData(screeningKeys.settings, settings),
  });
}
