import type { FileStore } from '../files/fileStore';
import { exampleBill } from '../documents/testing';
import { writeParts, type PrintedNotice } from './parts';
import { inThreadRenderer, threadRenderer } from './renderPool';

const WHEN = new Date('2026-07-15T10:00:00+05:30');

function memoryFiles() {
  const stored = new Map<string, Buffer>();
  const files: FileStore = {
    put: async (content, _type, folder) => {
      const key = `${folder}/${String(stored.size).padStart(36, '0')}`;
      stored.set(key, content);
      return key;
    },
    open: () => null,
  };
  return { files, stored };
}

const notice = (n: number, years = 2): PrintedNotice => {
  const bill = exampleBill('en', { billNumber: `DN-2026-27-00000${n}`, explanation: undefined });
  const year = bill.years[0];
  return {
    propertyUniqueId: `P${n}`,
    noticeNumber: bill.billNumber,
    document: {
      noticeType: 'demand',
      bill: { ...bill, years: Array.from({ length: years }, () => year) },
    },
  };
};

describe('the PDF parts of a page of notices', () => {
  it('writes the notices of a page as one part with their first and last numbers', async () => {
    const { files, stored } = memoryFiles();
    const parts = await writeParts(
      files,
      [1, 2, 3].map((n) => notice(n)),
      WHEN,
    );
    expect(parts).toEqual([
      expect.objectContaining({
        notices: 3,
        pages: 3,
        firstNumber: 'DN-2026-27-000001',
        lastNumber: 'DN-2026-27-000003',
        propertyUniqueIds: ['P1', 'P2', 'P3'],
      }),
    ]);
    expect(stored.get(parts[0].fileKey)?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(parts[0].fileKey).toMatch(/^notices\//);
  });

  it('splits a page whose notices take more pages than a part may hold', async () => {
    const { files } = memoryFiles();
    // Long notices run over three pages each: four of them cannot share a part of at most six pages.
    const parts = await writeParts(
      files,
      [1, 2, 3, 4].map((n) => notice(n, 25)),
      WHEN,
      inThreadRenderer,
      6,
    );
    expect(parts.map((part) => [part.notices, part.pages])).toEqual([
      [2, 6],
      [2, 6],
    ]);
    expect(parts.flatMap((part) => part.propertyUniqueIds)).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it("renders the same part in a render thread as in the job's own thread", async () => {
    const threads = threadRenderer(1);
    try {
      const notices = [1, 2].map((n) => notice(n));
      const inThread = await writeParts(memoryFiles().files, notices, WHEN);
      const { files, stored } = memoryFiles();
      const [part] = await writeParts(files, notices, WHEN, threads);
      expect(part).toEqual({ ...inThread[0], fileKey: part.fileKey });
      expect(stored.get(part.fileKey)?.length).toBe(inThread[0].bytes);
    } finally {
      await threads.close();
    }
  });

  it('fails a part a render thread cannot print, and the thread prints the next one', async () => {
    const threads = threadRenderer(1);
    try {
      await expect(threads.render([], WHEN)).rejects.toThrow('A notices PDF needs at least one notice');
      const { pages } = await threads.render([notice(1).document], WHEN);
      expect(pages).toBe(1);
    } finally {
      await threads.close();
    }
  });

  it('writes nothing for a page without notices', async () => {
    const { files, stored } = memoryFiles();
    expect(await writeParts(files, [], WHEN)).toEqual([]);
    expect(stored.size).toBe(0);
  });
});
