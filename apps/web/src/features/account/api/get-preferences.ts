import { preferencesResponse } from '@portledger/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { accountKeys } from './keys.ts';

const objectData = preferencesResponse.shape.data;

/** GET /preferences: the company's prefunding and currency defaults, the user's e-mail choices. */
export async function getPreferences(signal?: AbortSignal) {
  return objectData.parse(await http.get<unknown>('/preferences', { signal })).object;
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.preferences, queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());
