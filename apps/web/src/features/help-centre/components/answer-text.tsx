import { Typography } from 'antd';
import { parseAnswer } from './answer-blocks.ts';

const listStyle = { margin: '0 0 14px', paddingInlineStart: 24, lineHeight: 1.75 } as const;
const paragraphStyle = { fontSize: 15, lineHeight: 1.75 } as const;

/** An answer as paragraphs and lists; text only, never HTML (see answer-blocks.ts). */
export function AnswerText({ text }: { text: string }) {
  return (
    <div data-testid="faq-answer" style={{ fontSize: 15 }}>
      {parseAnswer(text).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'paragraph')
          return (
            <Typography.Paragraph key={key} style={paragraphStyle}>
              {block.text}
            </Typography.Paragraph>
          );
        const items = block.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an answer's items have no identity but their place.
          <li key={i} style={{ marginBottom: 4 }}>
            {item}
          </li>
        ));
        return block.kind === 'bullets' ? (
          <ul key={key} style={listStyle}>
            {items}
          </ul>
        ) : (
          <ol key={key} start={block.start} style={listStyle}>
            {items}
          </ol>
        );
      })}
    </div>
  );
}
