import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { geographyApi, operatorSession, propertyRow } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';

const PAGINATED = 'POST /api/properties/paginated';

function renderSearch() {
  const rendered = renderAdmin({
    token: operatorSession.token,
    api: {
      ...operatorSession.lookup,
      ...geographyApi,
      [PAGINATED]: { body: { data: [propertyRow], total: 1, page: 1, limit: 10 } },
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const searchForm = () => screen.findByRole('search', { name: 'Search Property' }, { timeout: 10_000 });

describe("the operators' property search", () => {
  it('is the operator Home and searches nothing until asked', async () => {
    const { api, location } = renderSearch();
    const search = await searchForm();
    expect(location.pathname).toBe('/admin/operators/search-property');
    expect(
      within(search).getByText('Spelling need not be exact: similar names are found too'),
    ).toBeInTheDocument();
    // Every ward of the city, without choosing a zone first.
    const ward = within(search).getByLabelText('Ward');
    expect(await within(ward).findByText('21 - Chowk')).toBeInTheDocument();
    expect(api.callsTo('GET /api/wards')[0].query).toEqual({ page: '1', limit: '100' });
    expect(api.callsTo(PAGINATED)).toHaveLength(0);
  });

  it('asks for a criterion instead of listing the whole city', async () => {
    const { api, user } = renderSearch();
    const search = await searchForm();
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(
      await within(search).findByText('Enter a property ID, owner name, mobile number or ward to search'),
    ).toBeInTheDocument();
    expect(api.callsTo(PAGINATED)).toHaveLength(0);
  });

  it('finds properties by owner name, mobile and ward with POST properties/paginated and links each to its ARV page', async () => {
    const { api, user } = renderSearch();
    const search = await searchForm();
    await user.type(within(search).getByLabelText('Owner Name'), 'Ram Prashad');
    await user.type(within(search).getByLabelText('Mobile Number'), '9876543210');
    const ward = within(search).getByLabelText('Ward');
    await within(ward).findByText('11 - Aliganj');
    await user.selectOptions(ward, '11 - Aliganj');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    const owner = await screen.findByText('Ram Prasad');
    const row = owner.closest('tr') as HTMLElement;
    expect(within(row).getByText('LKO-0001-0002-003')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Calculate ARV LKO-0001-0002-003' })).toHaveAttribute(
      'href',
      '/admin/operators/arv/LKO-0001-0002-003',
    );
    // An operator may take the payment: the counter payment screen of the property.
    expect(within(row).getByRole('link', { name: 'Take payment LKO-0001-0002-003' })).toHaveAttribute(
      'href',
      '/admin/pay-offline-tax/LKO-0001-0002-003',
    );
    await waitFor(() => expect(api.callsTo(PAGINATED)).toHaveLength(1));
    expect(api.callsTo(PAGINATED)[0].body).toEqual({
      ownerName: 'Ram Prashad',
      mobileNumber: '9876543210',
      wardId: 'w1',
    });
    expect(api.callsTo(PAGINATED)[0].query).toEqual({ page: '1', limit: '10' });
  });

  it('finds a property by its ID', async () => {
    const { api, user } = renderSearch();
    const search = await searchForm();
    await user.type(within(search).getByLabelText('Property ID'), 'LKO-0001-0002-003');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo(PAGINATED)).toHaveLength(1));
    expect(api.callsTo(PAGINATED)[0].body).toEqual({ propertyUniqueId: 'LKO-0001-0002-003' });
  });

  describe('the property lookup (all five details)', () => {
    const describedError = (input: HTMLElement) => {
      const described = input.getAttribute('aria-describedby');
      return described ? document.getElementById(described)?.textContent : undefined;
    };

    it('requires every detail with the messages of SPEC section 5', async () => {
      const { api, user } = renderSearch();
      await searchForm();
      await user.click(screen.getByRole('tab', { name: 'Property Lookup' }));
      const lookup = screen.getByRole('search', { name: 'Property Lookup' });
      const field = (label: string) => within(lookup).getByLabelText(label);
      await user.type(field('Mobile Number'), '12345');
      await user.click(within(lookup).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(describedError(field('Property ID'))).toBe('Property ID is required'));
      expect(describedError(field('Owner Name'))).toBe('Owner name is required');
      expect(describedError(field('Father / Husband Name'))).toBe('Father / husband name is required');
      expect(describedError(field('House Number'))).toBe('House number is required');
      expect(describedError(field('Mobile Number'))).toBe('Mobile number is not valid');
      await user.clear(field('Mobile Number'));
      await user.tab();
      await waitFor(() => expect(describedError(field('Mobile Number'))).toBe('Mobile number is required'));
      expect(api.callsTo(PAGINATED)).toHaveLength(0);
    });

    it('looks the property up with all five details in the body of POST properties/paginated', async () => {
      const { api, user } = renderSearch();
      await searchForm();
      await user.click(screen.getByRole('tab', { name: 'Property Lookup' }));
      const lookup = screen.getByRole('search', { name: 'Property Lookup' });
      const field = (label: string) => within(lookup).getByLabelText(label);
      await user.type(field('Property ID'), 'LKO-0001-0002-003');
      await user.type(field('Owner Name'), 'Ram Prasad');
      await user.type(field('Father / Husband Name'), 'Shyam Prasad');
      await user.type(field('Mobile Number'), '9876543210');
      await user.type(field('House Number'), '12');
      await user.click(within(lookup).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(api.callsTo(PAGINATED)).toHaveLength(1));
      expect(api.callsTo(PAGINATED)[0].body).toEqual({
        propertyUniqueId: 'LKO-0001-0002-003',
        ownerName: 'Ram Prasad',
        fatherHusbandName: 'Shyam Prasad',
        mobileNumber: '9876543210',
        houseNumber: '12',
      });
      expect(
        await screen.findByRole('link', { name: 'Calculate ARV LKO-0001-0002-003' }),
      ).toBeInTheDocument();
    });
  });
});
