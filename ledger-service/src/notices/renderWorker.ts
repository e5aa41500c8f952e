// A worker thread of the render pool (renderPool.ts): renders the notices it is sent into one PDF.
import { parentPort } from 'node:worker_threads';
import { renderNoticesPdf } from '../documents/notice';
import type { NoticeDocument } from '../documents/types';

interface Part {
  notices: NoticeDocument[];
  createdAt: string;
}

// One part at a time: the pool sends the next only after this one's answer.
parentPort?.on('message', ({ notices, createdAt }: Part) => {
  renderNoticesPdf(notices, new Date(createdAt)).then(
    ({ pdf, pages }) => parentPort?.postMessage({ pdf, pages }),
    (error: Error) => parentPort?.postMessage({ error: error.message }),
  );
});
