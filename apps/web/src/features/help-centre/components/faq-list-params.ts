import { type FaqCategory, type FaqListQuery, faqCategories, faqSortFields } from '@portledger/contracts';
import { defineListParams, oneOf, text } from '../../../lib/list-params.ts';

/** `/help-centre?q=&category=&page=&per_page=`: a search or a category can be shared as a link. */
export const faqListParams = defineListParams({
  sortFields: faqSortFields,
  filters: { q: text('q'), category: oneOf<FaqCategory>('category', faqCategories) },
});
export type FaqListState = ReturnType<typeof faqListParams.parse>;

export function toFaqListQuery(state: FaqListState): FaqListQuery {
  return {
    page: state.page,
    per_page: state.perPage,
    q: state.q || undefined,
    category: state.category,
    sort: state.sort,
  };
}
