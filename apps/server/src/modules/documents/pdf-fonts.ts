import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Noto Sans SC (SIL OFL 1.1) as TrueType from the npm package @expo-google-fonts/noto-sans-sc:
 * one file per weight covering Latin and the whole of Simplified Chinese, so English and Chinese
 * documents use the same face. pdfkit embeds only the glyphs a document uses (fontkit subsets),
 * so a document carries some kilobytes of font, not the 10 MB file. Read once per process.
 */
const require = createRequire(import.meta.url);
const files = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;
export type FontWeight = keyof typeof files;

let loading: Promise<Record<FontWeight, Buffer>> | undefined;

export function loadPdfFonts(): Promise<Record<FontWeight, Buffer>> {
  loading ??= Promise.all([
    readFile(require.resolve(files.regular)),
    readFile(require.resolve(files.bold)),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
