import type { InstructionCreateRequest, InstructionDetail, InstructionType } from '@portledger/contracts';

export interface ArticleValue {
  id?: number;
  title?: string;
  content?: string;
}

export interface InstructionValues {
  name?: string;
  instruction_type?: InstructionType;
  /** 0 stands for 'All Entities' (a select cannot hold null). */
  legal_entity_id: number;
  articles: ArticleValue[];
}

export const ALL_ENTITIES = 0;

export const emptyValues = (): InstructionValues => ({
  instruction_type: 'general',
  legal_entity_id: ALL_ENTITIES,
  articles: [{ title: '', content: '' }],
});

export const valuesOf = (set: InstructionDetail): InstructionValues => ({
  name: set.name,
  instruction_type: set.instruction_type,
  legal_entity_id: set.legal_entity?.id ?? ALL_ENTITIES,
  articles: set.articles.map((article) => ({
    id: article.id,
    title: article.title,
    content: article.content,
  })),
});

/**
 * The request body of the editor's values: every article in the order shown (no id: new), then
 * the loaded articles the user removed as `_destroy`. Field errors of `articles_attributes.<i>`
 * therefore point at the i-th article on screen.
 */
export function bodyOf(values: InstructionValues, loaded?: InstructionDetail): InstructionCreateRequest {
  const shown = values.articles.map((article) => ({
    ...(article.id ? { id: article.id } : {}),
    title: article.title?.trim() ?? '',
    content: article.content?.trim() ?? '',
  }));
  const kept = new Set(shown.map((article) => article.id).filter(Boolean));
  const removed = (loaded?.articles ?? [])
    .filter((article) => !kept.has(article.id))
    .map((article) => ({ id: article.id, _destroy: true }));
  return {
    name: values.name?.trim() ?? '',
    instruction_type: values.instruction_type ?? 'general',
    legal_entity_id: values.legal_entity_id === ALL_ENTITIES ? null : values.legal_entity_id,
    articles_attributes: [...shown, ...removed],
  };
}

/** A server field name as the form's path: `articles_attributes.2.title` -> ['articles', 2, 'title']. */
export function formPathOf(field: string): (string | number)[] | undefined {
  const article = /^articles_attributes\.(\d+)\.(title|content)$/.exec(field);
  if (article) return ['articles', Number(article[1]), article[2]!];
  if (['name', 'instruction_type', 'legal_entity_id'].includes(field)) return [field];
  return undefined;
}
