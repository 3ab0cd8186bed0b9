import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download.ts';

describe('fileNameOf', () => {
  it('takes the exact UTF-8 name, then the ASCII one, then the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="PL-2026-000001-PDA.pdf"; filename*=UTF-8''%E8%88%B9%E8%88%B6-PDA.pdf`,
        'x',
      ),
    ).toBe('船舶-PDA.pdf');
    expect(fileNameOf('attachment; filename="Port_calls-2026-11-25.xlsx"', 'x')).toBe(
      'Port_calls-2026-11-25.xlsx',
    );
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E8%ZZ`, 'x')).toBe('a.pdf');
    expect(fileNameOf(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
