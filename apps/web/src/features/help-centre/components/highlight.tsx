import type { ReactNode } from 'react';

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with the searched words marked (as elements, case-insensitively). */
export function highlight(text: string, query: string): ReactNode {
  const words = query.split(/\s+/).filter(Boolean);
  if (words.length === 0) return text;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in order.
      <mark key={index} style={{ padding: 0, background: '#ffe58f' }}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
