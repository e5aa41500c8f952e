// A valid 1 x 1 PNG: enough for a building image the server stores and the browser previews. Handed
// to the file input from memory, so a run leaves no files behind.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** One tiny PNG per name (e.g. 'front.png'), by name, as playwright's setInputFiles takes them. */
export function tinyPngs(...names: string[]): Record<string, ImageFile> {
  return Object.fromEntries(names.map((name) => [name, { name, mimeType: 'image/png', buffer: TINY_PNG }]));
}
