import type { Page } from 'playwright-core';
import { portalUrl } from './browser';

/** Signs a nigam official in through the staff login page and waits for the shell with their access name. */
export async function signInAsOfficial(page: Page, email: string, password: string, accessName: string) {
  await page.goto(portalUrl('/admin/login'));
  await page.getByLabel('Nigam Official', { exact: true }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('user-badge').getByText(accessName.toUpperCase(), { exact: true }).waitFor();
}

/** Switches the back office's language from its menu in the top bar. */
export async function chooseLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}
