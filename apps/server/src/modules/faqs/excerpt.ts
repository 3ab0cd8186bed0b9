/** Characters of an answer a list row shows. */
export const EXCERPT_LENGTH = 180;
/** Context kept before a search hit that is far into the answer. */
const LEAD = 40;
/** Text ending in a Chinese character or full-width punctuation. */
const CJK_END = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]$/;

/**
 * A short plain-text excerpt of an answer for the results list: list markers dropped, lines
 * joined. With search words, the excerpt starts near the first hit, so the row shows why it matched.
 */
export function excerptOf(answer: string, words: string[] = []): string {
  const flat = answer
    .split('\n')
    .map((line) => line.trim().replace(/^(?:-|\d+\.)\s+/, ''))
    .filter(Boolean)
    // Chinese lines join without a space; others with one.
    .reduce((text, line) => (text === '' ? line : `${text}${CJK_END.test(text) ? '' : ' '}${line}`), '')
    .replace(/\s+/g, ' ');
  const lower = flat.toLowerCase();
  const hits = words.map((word) => lower.indexOf(word.toLowerCase())).filter((index) => index >= 0);
  const hit = hits.length > 0 ? Math.min(...hits) : 0;
  let start = 0;
  if (hit + LEAD > EXCERPT_LENGTH) {
    start = hit - LEAD;
    // Start at a word when the text has spaces nearby (English); Chinese has none and starts anywhere.
    const space = flat.lastIndexOf(' ', start);
    if (space >= 0 && start - space < 15) start = space + 1;
  }
  const end = start + EXCERPT_LENGTH;
  const body = flat.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${body}${end < flat.length ? '…' : ''}`;
}
