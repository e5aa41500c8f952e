import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../testing/renderAdmin';
import { adminSession, geographyApi, propertyRecord, propertyRow } from '../properties/testFixtures';

const ID = 'LKO-0001-0002-003';

describe("a property's details", () => {
  it('offer its split screen and link the property it was split from and the ones split from it', async () => {
    renderAdmin({
      path: `/admin/properties?show=${ID}`,
      token: adminSession.token,
      api: {
        ...adminSession.lookup,
        ...geographyApi,
        'POST /api/properties/paginated': { body: { data: [propertyRow], total: 1, page: 1, limit: 10 } },
        'GET /api/properties/viewDetails': {
          body: {
            data: {
              ...propertyRecord,
              splitFromPropertyUniqueId: 'LKO-0001-0002-001',
              splitIntoPropertyUniqueIds: ['LKO-0001-0002-007', 'LKO-0001-0002-008'],
            },
          },
        },
      },
    });
    const details = await screen.findByRole('region', { name: 'Property details' }, { timeout: 10_000 });
    expect(await within(details).findByRole('link', { name: 'Split' })).toHaveAttribute(
      'href',
      `/admin/properties/split/${ID}`,
    );
    expect(within(details).getByText(/^Split from:/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'LKO-0001-0002-001' })).toHaveAttribute(
      'href',
      '/admin/properties?show=LKO-0001-0002-001',
    );
    expect(within(details).getByText(/^Split into:/)).toHaveTextContent(
      'Split into: LKO-0001-0002-007, LKO-0001-0002-008',
    );
  });
});
