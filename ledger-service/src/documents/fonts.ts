import { readFileSync } from 'node:fs';

// Noto Sans Devanagari also has Latin letters, digits, punctuation and the rupee sign, so one family
// prints every text run of both languages: no font switching, no 'Rs.' fallback.

const FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

export type FontName = keyof typeof FILES;

export const FONT_NAMES = Object.keys(FILES) as FontName[];

const loaded = new Map<FontName, Buffer>();

/** The font file's bytes, read once per process. */
export function fontBytes(name: FontName): Buffer {
  let bytes = loaded.get(name);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FILES[name]));
    loaded.set(name, bytes);
  }
  return bytes;
}
