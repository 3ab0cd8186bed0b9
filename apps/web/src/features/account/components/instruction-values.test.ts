import type { InstructionDetail } from '@portledger/contracts';
import { describe, expect, it } from 'vitest';
import { ALL_ENTITIES, bodyOf, formPathOf, valuesOf } from './instruction-values.ts';

const loaded: InstructionDetail = {
  id: 7,
  name: 'Standing instructions',
  instruction_type: 'port_call',
  legal_entity: null,
  articles_count: 3,
  updated_at: '2026-03-01T00:00:00Z',
  updated_by: null,
  created_by: null,
  created_at: '2026-03-01T00:00:00Z',
  lock_version: 4,
  articles: [
    { id: 1, position: 0, title: 'Arrival', content: 'Report arrival.' },
    { id: 2, position: 1, title: 'Husbandry', content: 'Ask first.' },
    { id: 3, position: 2, title: 'Departure', content: 'Report departure.' },
  ],
};

describe('instruction editor values', () => {
  it('round-trips a loaded set, All Entities as 0', () => {
    const values = valuesOf(loaded);
    expect(values.legal_entity_id).toBe(ALL_ENTITIES);
    expect(bodyOf(values, loaded)).toEqual({
      name: 'Standing instructions',
      instruction_type: 'port_call',
      legal_entity_id: null,
      articles_attributes: [
        { id: 1, title: 'Arrival', content: 'Report arrival.' },
        { id: 2, title: 'Husbandry', content: 'Ask first.' },
        { id: 3, title: 'Departure', content: 'Report departure.' },
      ],
    });
  });

  it('sends the order shown, new articles without id and removed ones as _destroy last', () => {
    const values = valuesOf(loaded);
    values.legal_entity_id = 12;
    values.articles = [values.articles[2]!, { title: ' New ', content: ' Text ' }, values.articles[0]!];
    expect(bodyOf(values, loaded)).toMatchObject({
      legal_entity_id: 12,
      articles_attributes: [
        { id: 3, title: 'Departure' },
        { title: 'New', content: 'Text' },
        { id: 1, title: 'Arrival' },
        { id: 2, _destroy: true },
      ],
    });
    expect(bodyOf(values, loaded).articles_attributes[1]).not.toHaveProperty('id');
  });

  it('maps server field errors onto the form', () => {
    expect(formPathOf('articles_attributes.2.title')).toEqual(['articles', 2, 'title']);
    expect(formPathOf('name')).toEqual(['name']);
    expect(formPathOf('articles_attributes.3.id')).toBeUndefined();
  });
});
