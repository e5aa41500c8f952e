// A citizen in the browser: a fresh context (nothing remembered), the phone or desktop screen, and the
// language chosen with the top bar's switch, as the journeys run it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { portalUrl } from './browser';

export type Lang = 'en' | 'hi';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** Each journey once in English on a desktop and once in Hindi on a phone. */
export const RUNS = [
  { lang: 'en' as Lang, language: 'English', viewport: DESKTOP },
  { lang: 'hi' as Lang, language: 'Hindi', viewport: PHONE },
];

const SWITCH_LABELS: Record<Lang, string> = { en: 'EN', hi: 'हिंदी' };
/** Where the app keeps the choice (citizen-ui/src/i18n/I18nProvider.tsx). */
const LANG_STORAGE_KEY = 'ptax.citizen.lang';

export interface Citizen {
  context: BrowserContext;
  page: Page;
}

/** A new visitor: an Indian English browser, so the app starts in English until told otherwise. */
export async function newCitizen(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<Citizen> {
  const context = await browser.newContext({ viewport, locale: 'en-IN', acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** Opens the path and picks the language with the switch in the top bar; the page then speaks it. */
export async function openIn(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(portalUrl(path));
  await page.getByRole('button', { name: SWITCH_LABELS[lang], exact: true }).click();
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}

/** The language the app remembered for the next visit. */
export const rememberedLanguage = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), LANG_STORAGE_KEY);
