import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Uploaded documents (building images, proofs), stored outside the web root behind an interface so a
 * deployment can swap the disk for object storage. Events carry the returned key, never the bytes.
 */
export interface FileStore {
  put(content: Buffer, contentType: string, folder: string): Promise<string>;
  open(key: string): Readable | null;
}

const SAFE_KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}$/;

export function createDiskFileStore(root: string): FileStore {
  return {
    async put(content, _contentType, folder) {
      const key = `${folder}/${randomUUID()}`;
      if (!SAFE_KEY.test(key)) throw new Error(`invalid upload folder ${folder}`);
      await mkdir(join(root, folder), { recursive: true });
      await writeFile(join(root, key), content, { mode: 0o640 });
      return key;
    },
    open(key) {
      if (!SAFE_KEY.test(key) || !existsSync(join(root, key))) return null;
      return createReadStream(join(root, key));
    },
  };
}
