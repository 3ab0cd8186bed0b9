import { describe, expect, it } from 'vitest';
import { loadPdfFonts } from '../src/modules/documents/pdf-fonts.ts';
import { createPdf, narrowLatinQuotes, toBuffer } from '../src/modules/documents/pdf-layout.ts';
import { pdfPages } from './document-readers.ts';

describe('curly quotes in PDFs', () => {
  it('become straight next to Latin text, and stay in Chinese', () => {
    expect(narrowLatinQuotes('the harbour master’s order')).toBe("the harbour master's order");
    expect(narrowLatinQuotes('‘Rush’ and “urgent”.')).toBe(`'Rush' and "urgent".`);
    expect(narrowLatinQuotes('代理说“已付款”。')).toBe('代理说“已付款”。');
  });

  it('are written narrow, and measured as written', async () => {
    const pdf = await createPdf(await loadPdfFonts(), { title: 't', subject: 's' });
    const curly = 'the harbour master’s order';
    expect(pdf.widthOfString(curly)).toBe(pdf.widthOfString("the harbour master's order"));
    pdf.text(curly, 40, 40);
    pdf.text('代理说“已付款”。', 40, 80);
    const [page] = await pdfPages(await toBuffer(pdf));
    expect(page).toContain("the harbour master's order");
    expect(page).toContain('代理说“已付款”。');
  });
});
