// fontkit (pdfkit's font engine) ships no types; this declares the little the shaping test uses.
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    name: string;
  }
  export interface GlyphRun {
    glyphs: Glyph[];
  }
  export interface Font {
    postscriptName: string;
    layout(text: string): GlyphRun;
  }
  export function create(buffer: Buffer): Font;
}
