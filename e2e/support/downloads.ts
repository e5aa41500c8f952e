import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';

/** Runs a user action that saves a file and answers the file's bytes. */
export async function downloaded(page: Page, action: () => Promise<unknown>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, action()]);
  const path = await download.path();
  expect(path).toBeTruthy();
  return readFile(path as string);
}

export function expectPdf(bytes: Buffer): void {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
}

/** What a download link serves, asked by the page's own context: its content type and its bytes. */
export async function served(page: Page, href: string): Promise<{ contentType: string; bytes: Buffer }> {
  const response = await page.context().request.get(new URL(href, page.url()).toString());
  expect(response.status()).toBe(200);
  return { contentType: response.headers()['content-type'] ?? '', bytes: await response.body() };
}
