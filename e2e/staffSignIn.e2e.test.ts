import type { Browser, Page } from 'playwright-core';
import { launchBrowser, portalUrl } from './support/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  page = await browser.newPage();
});
afterEach(() => page?.close());

async function signIn(email: string, password: string, as: 'Nigam Official' | 'Operator' = 'Nigam Official') {
  await page.getByLabel(as, { exact: true }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('a member of staff signs in from the citizen portal', () => {
  it('follows Nigam Login, signs in as the demo admin, and is refused the operator area', async () => {
    await page.goto(portalUrl('/'));
    await page.getByRole('link', { name: 'Nigam Login' }).click();
    await page.waitForURL('**/admin/login');

    await signIn('admin@nagarnigam.demo', 'Admin@12345');
    const badge = page.getByTestId('user-badge');
    await badge.getByText('Anil Verma').waitFor();
    await badge.getByText('ADMIN', { exact: true }).waitFor();

    await page.goto(portalUrl('/admin/operators/search-property'));
    await page.getByText('Not Authorized').waitFor();
    await page
      .getByText('Oops! It seems like the page you are looking for is not accessible to you.')
      .waitFor();
    await page.getByRole('link', { name: 'Go to login' }).waitFor();
  });

  it('lets the operator into the operator area and keeps them out of the masters', async () => {
    await page.goto(portalUrl('/auth/login'));
    await signIn('operator@nagarnigam.demo', 'Operator@123', 'Operator');
    await page.getByTestId('user-badge').getByText('OPERATOR', { exact: true }).waitFor();

    await page.goto(portalUrl('/admin/masters/roles'));
    await page.getByText('Not Authorized').waitFor();
  });

  it('sends a visitor without a token from a guarded page to the login', async () => {
    await page.goto(portalUrl('/admin/masters/zone'));
    await page.waitForURL('**/admin/login');
  });
});
