import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the feature; a write invalidates the lists and the record it touched. */
export const companyKeys = {
  entities: ['entities'] as const,
  bankAccounts: ['bank_accounts'] as const,
};

export async function invalidateEntities(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.entities }),
    // Entity names appear in option pickers (cached 600 s) elsewhere in the app.
    queryClient.invalidateQueries({ queryKey: ['options', '/entities/option'] }),
  ]);
}

export async function invalidateBankAccounts(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.bankAccounts }),
    queryClient.invalidateQueries({ queryKey: ['options', '/bank_accounts/option'] }),
  ]);
}
