import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorSession } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { objectionsApi, pendingObjection } from './testFixtures';

jest.setTimeout(60_000);
const FIRST_LOAD = { timeout: 10_000 };
const NUMBER = pendingObjection.objectionId;

function renderAsOperator(path: string) {
  const rendered = renderAdmin({
    path,
    token: operatorSession.token,
    api: { ...operatorSession.lookup, ...objectionsApi },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

async function detailsOf(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: `Open objection ${NUMBER}` }, FIRST_LOAD));
  return screen.findByRole('region', { name: 'Objection details' });
}

describe("the operator's objections", () => {
  it('lists the own uploads with GET objection and offers no decision on them', async () => {
    const { api, user } = renderAsOperator('/admin/dashboard/operator/objections');
    const details = await detailsOf(user);
    expect(api.callsTo('GET /api/objection')[0].query).toMatchObject({ objectionStatus: 'pending' });
    expect(within(details).getByText('The plot area is 900 sq ft, not 1200 sq ft')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'registry.pdf' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(
      within(details).queryByRole('link', { name: "Open the property's ledger" }),
    ).not.toBeInTheDocument();
  });

  it('leads to the upload page with the Upload objection button', async () => {
    const { user, location } = renderAsOperator('/admin/dashboard/operator/objections');
    await screen.findByRole('button', { name: `Open objection ${NUMBER}` }, FIRST_LOAD);
    await user.click(screen.getByRole('link', { name: 'Upload objection' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/upload-objection'));
    expect(
      await screen.findByRole('heading', { name: 'Upload Objection', level: 2 }, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it("is where the operator's menu leads", async () => {
    const { user, location } = renderAsOperator('/admin/operators/search-property');
    await user.click(await screen.findByRole('menuitem', { name: 'Objections' }, FIRST_LOAD));
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard/operator/objections'));
  });

  it('offers no decision on the objections dashboard either, opened by its address', async () => {
    const { user } = renderAsOperator('/admin/dashboard/objections');
    expect(await screen.findByRole('link', { name: 'Upload objection' }, FIRST_LOAD)).toHaveAttribute(
      'href',
      '/admin/upload-objection',
    );
    const details = await detailsOf(user);
    expect(within(details).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('shows each objection as a card on a phone, its number opening it', async () => {
    // A 360 px screen: every max-width query of the theme matches.
    const phone = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as never;
    window.matchMedia = jest.fn(phone);
    try {
      const { user } = renderAsOperator('/admin/dashboard/operator/objections');
      const card = (
        await screen.findByRole('button', { name: `Open objection ${NUMBER}` }, FIRST_LOAD)
      ).closest('li') as HTMLElement;
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(card).getByText('Ram Prasad')).toBeInTheDocument();
      expect(within(card).getByText('Pending')).toBeInTheDocument();
      expect(within(card).getByText('02-04-2026')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: `Open objection ${NUMBER}` }));
      expect(await screen.findByRole('region', { name: 'Objection details' })).toBeInTheDocument();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
