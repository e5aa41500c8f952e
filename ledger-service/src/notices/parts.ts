// A page's notices as PDF parts in the file store: one part of at most NOTICES_PER_PART notices, split
// in two (and again) should the notices take more pages than that, so no part passes the limit.
import { NOTICE_DEFAULTS } from '@ptax/contracts';
import type { NoticeDocument } from '../documents';
import type { FileStore } from '../files/fileStore';
import type { PageOutcome } from './items';
import { inThreadRenderer, type NoticeRenderer } from './renderPool';

export const MAX_PART_PAGES = NOTICE_DEFAULTS.noticesPerPart;
export const NOTICES_FOLDER = 'notices';

export interface PrintedNotice {
  propertyUniqueId: string;
  noticeNumber: string;
  document: NoticeDocument;
}

export async function writeParts(
  files: FileStore,
  notices: PrintedNotice[],
  createdAt: Date,
  renderer: NoticeRenderer = inThreadRenderer,
  maxPages: number = MAX_PART_PAGES,
): Promise<PageOutcome['parts']> {
  if (notices.length === 0) return [];
  const { pdf, pages } = await renderer.render(
    notices.map((notice) => notice.document),
    createdAt,
  );
  if (pages > maxPages && notices.length > 1) {
    const half = Math.ceil(notices.length / 2);
    return [
      ...(await writeParts(files, notices.slice(0, half), createdAt, renderer, maxPages)),
      ...(await writeParts(files, notices.slice(half), createdAt, renderer, maxPages)),
    ];
  }
  const fileKey = await files.put(pdf, 'application/pdf', NOTICES_FOLDER);
  return [
    {
      fileKey,
      notices: notices.length,
      pages,
      bytes: pdf.length,
      firstNumber: notices[0].noticeNumber,
      lastNumber: notices[notices.length - 1].noticeNumber,
      propertyUniqueIds: notices.map((notice) => notice.propertyUniqueId),
    },
  ];
}
