import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerptOf } from './excerpt.ts';

describe('excerptOf', () => {
  it('joins lines and drops list markers', () => {
    expect(excerptOf('Steps:\n\n- Open the port call.\n1. Click Submit.')).toBe(
      'Steps: Open the port call. Click Submit.',
    );
  });

  it('cuts a long answer with an ellipsis', () => {
    const answer = 'word '.repeat(100);
    const excerpt = excerptOf(answer);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
  });

  it('starts near a search hit far into the answer', () => {
    const answer = `${'Lorem ipsum dolor sit amet. '.repeat(12)}The advance payment is due here. ${'More. '.repeat(30)}`;
    const excerpt = excerptOf(answer, ['ADVANCE']);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt).toContain('The advance payment is due here.');
  });

  it('joins Chinese lines without a space', () => {
    expect(excerptOf('船舶离港后：\n1. 打开 PDA 标签页。\n- 填写价格。')).toBe(
      '船舶离港后：打开 PDA 标签页。填写价格。',
    );
  });

  it('finds a hit in Chinese text without spaces', () => {
    const answer = `${'这是一段很长的说明文字。'.repeat(20)}预付款在批准后生成。`;
    expect(excerptOf(answer, ['预付款'])).toContain('预付款在批准后生成。');
  });
});
