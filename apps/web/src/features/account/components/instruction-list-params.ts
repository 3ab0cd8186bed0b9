import { type InstructionListQuery, type InstructionType, instructionTypes } from '@portledger/contracts';
import { defineListParams, oneOf, text } from '../../../lib/list-params.ts';

/** `?q=&type=&page=&sort=` beside the page's own keys (the profile page keeps its tab in the URL). */
export const instructionListParams = defineListParams({
  sortFields: ['name', 'instruction_type', 'updated_at'],
  keepOtherParams: true,
  filters: {
    q: text('q'),
    type: oneOf<InstructionType>('type', instructionTypes),
  },
});
export type InstructionListState = ReturnType<typeof instructionListParams.parse>;

export const toInstructionListQuery = (state: InstructionListState): InstructionListQuery => ({
  page: state.page,
  per_page: state.perPage,
  name_i_cont: state.q || undefined,
  instruction_type_eq: state.type,
  sort: state.sort,
});
