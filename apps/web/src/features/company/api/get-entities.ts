import { entityListResponse, type ParsedEntityListQuery } from '@portledger/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { companyKeys } from './keys.ts';

const entityListData = entityListResponse.shape.data;

/** GET /entities: the own company (first) and its legal entities. */
export async function getEntities(query: Partial<ParsedEntityListQuery>, signal?: AbortSignal) {
  const data = await http.get<unknown>('/entities', { params: { ...query }, signal });
  return entityListData.parse(data);
}

export const entitiesQueryOptions = (query: Partial<ParsedEntityListQuery>) =>
  queryOptions({
    queryKey: [...companyKeys.entities, 'list', query],
    queryFn: ({ signal }) => getEntities(query, signal),
    placeholderData: keepPreviousData,
  });

export const useEntities = (query: Partial<ParsedEntityListQuery>, enabled = true) =>
  useQuery({ ...entitiesQueryOptions(query), enabled });

/** The own company and every legal entity (a company has a handful), for pickers and headers. */
export const useOwnEntities = () => useEntities({ per_page: 100, sort: 'name' });
