/** Query keys of the help centre: every list and article sits under `['faqs']`. */
export const faqKeys = {
  all: ['faqs'] as const,
  lists: ['faqs', 'list'] as const,
  detail: (id: number) => ['faqs', 'detail', id] as const,
};
