import { screeningSettingsResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { screeningKeys } from './keys.ts';

const objectData = screeningSettingsResponse.shape.data;

/** GET /screening_settings: the screening assistant's thresholds, with who changed them last. */
export async function getScreeningSettings(signal?: AbortSignal) {
  return objectData.parse(await http.get<unknown>('/screening_settings', { signal })).object;
}

export const screeningSettingsQueryOptions = () =>
  queryOptions({
    queryKey: screeningKeys.settings,
    queryFn: ({ signal }) => getScreeningSettings(signal),
    // A refusal is an answer, not a hiccup: do not retry it.
    retry: (count, error) => (error as { code?: number }).code !== 403 && count < 2,
  });

export const useScreeningSettings = () => useQuery(screeningSettingsQueryOptions());
