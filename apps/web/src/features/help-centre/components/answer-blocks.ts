/**
 * An answer is plain text: one paragraph per line, "- " starts a bullet, "1. " a numbered step.
 * Parsed into blocks that the page renders as React elements, so nothing an editor types can
 * become markup.
 */
export type AnswerBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; start: number; items: string[] };

const BULLET = /^[-•]\s+(.*)$/;
const STEP = /^(\d{1,3})[.)]\s+(.*)$/;

export function parseAnswer(text: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const last = blocks.at(-1);
    const bullet = BULLET.exec(line);
    const step = STEP.exec(line);
    if (bullet) {
      if (last?.kind === 'bullets') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'bullets', items: [bullet[1]!] });
    } else if (step) {
      if (last?.kind === 'steps') last.items.push(step[2]!);
      else blocks.push({ kind: 'steps', start: Number(step[1]), items: [step[2]!] });
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks;
}
