import { describe, expect, it } from 'vitest';
import { parseAnswer } from './answer-blocks.ts';

describe('parseAnswer', () => {
  it('makes paragraphs, bullet lists and numbered steps of the lines', () => {
    const text = 'Intro line.\n\n- first\n- second\nBetween.\n1. open\n2. click\r\n\nEnd.';
    expect(parseAnswer(text)).toEqual([
      { kind: 'paragraph', text: 'Intro line.' },
      { kind: 'bullets', items: ['first', 'second'] },
      { kind: 'paragraph', text: 'Between.' },
      { kind: 'steps', start: 1, items: ['open', 'click'] },
      { kind: 'paragraph', text: 'End.' },
    ]);
  });

  it('keeps markup as text and does not take a hyphenated word for a bullet', () => {
    expect(parseAnswer('<b>bold</b>\n-not a bullet\n3. third')).toEqual([
      { kind: 'paragraph', text: '<b>bold</b>' },
      { kind: 'paragraph', text: '-not a bullet' },
      { kind: 'steps', start: 3, items: ['third'] },
    ]);
  });
});
