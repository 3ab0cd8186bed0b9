import { defineListParams, id, text } from '../../../lib/list-params.ts';

// The company page shows a tab and two lists in one URL, so each list leaves the others' keys alone.
const bankAccountSortFields = ['bank_name', 'account_title', 'currency', 'updated_at'];

/** The legal entities of `/settings/company`: `q`, `page`, `per_page`, `sort`. */
export const entityListParams = defineListParams({
  sortFields: ['name', 'updated_at'],
  filters: { q: text('q') },
  keepOtherParams: true,
});

/** The bank accounts of `/settings/company` (`b_page`, `b_entity`, ...) next to the entities. */
export const companyBankListParams = defineListParams({
  sortFields: bankAccountSortFields,
  filters: { entityId: id('entity') },
  prefix: 'b_',
  keepOtherParams: true,
});

/** The bank accounts of one legal entity's page. */
export const entityBankListParams = defineListParams({
  sortFields: bankAccountSortFields,
  filters: {},
  keepOtherParams: true,
});
