import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedCall } from '../testing/fakeApi';
import { adminSession, geographyApi } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const DCB = 'GET /api/taxDemands/dcb';

const figures = (rupees: number) => {
  const head = {
    arrearDemandPaise: rupees * 100,
    currentDemandPaise: 2 * rupees * 100,
    interestPaise: 100,
    rebatePaise: 0,
    collectionArrearsPaise: rupees * 50,
    collectionCurrentPaise: rupees * 100,
    collectionInterestPaise: 0,
    balancePaise: 0,
  };
  head.balancePaise = head.arrearDemandPaise + head.currentDemandPaise + head.interestPaise - 150 * rupees;
  const total = Object.fromEntries(Object.entries(head).map(([k, v]) => [k, 3 * v]));
  return { ...total, byHead: { house: head, water: head, sewer: head } };
};

function answer(call: RecordedCall) {
  const header = { financialYear: '2026-27', asOf: '2026-09-15', totals: figures(3_000) };
  switch (call.query.level) {
    case 'ward':
      return {
        body: {
          ...header,
          level: 'ward',
          path: [{ level: 'zone', id: 'z1', name: 'Aliganj Zone' }],
          data: [{ id: 'w1', name: 'Ward 1 Hazratganj', ...figures(1_000) }],
        },
      };
    case 'property':
      return {
        body: {
          ...header,
          level: 'property',
          path: [
            { level: 'zone', id: 'z1', name: 'Aliganj Zone' },
            { level: 'ward', id: 'w1', name: 'Ward 1 Hazratganj' },
            { level: 'mohalla', id: 'm1', name: 'Narhi' },
          ],
          data: [{ id: 'LKO-0001-0001-001', name: 'Ramesh Kumar', ...figures(1_000) }],
          total: 1,
          page: 1,
          limit: 25,
        },
      };
    default:
      return {
        body: {
          ...header,
          level: 'zone',
          path: [],
          data: [
            { id: 'z1', name: 'Aliganj Zone', ...figures(1_000) },
            { id: 'z2', name: 'Chowk Zone', ...figures(2_000) },
          ],
        },
      };
  }
}

function renderDcb(path = '/admin/reports/demand') {
  const rendered = renderAdmin({
    path,
    token: adminSession.token,
    api: { ...adminSession.lookup, ...geographyApi, [DCB]: answer },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('the DCB report', () => {
  it('shows the zones by name with the city total and the split by tax head, in rupees', async () => {
    const { api } = renderDcb();
    const zones = await screen.findByRole('table', { name: 'Demand, collection and balance by zone' });
    expect(await within(zones).findByRole('link', { name: 'Aliganj Zone' })).toBeInTheDocument();
    expect(within(zones).getByText('Chowk Zone')).toBeInTheDocument();
    // Arrear demand of the city: 3 heads x Rs 3,000.
    const total = within(zones).getByText('Total').closest('tr')!;
    expect(within(total).getAllByRole('cell')[1]).toHaveTextContent('9,000.00');
    const heads = screen.getByRole('table', { name: 'Demand, collection and balance by tax head' });
    expect(within(heads).getByText('House tax')).toBeInTheDocument();
    expect(within(heads).getByText('Sewer tax')).toBeInTheDocument();
    expect(api.callsTo(DCB)[0].query).toMatchObject({ level: 'zone' });
  });

  it('drills from a zone to its wards, with the zone in the breadcrumbs', async () => {
    const { api, user } = renderDcb();
    await user.click(await screen.findByRole('link', { name: 'Aliganj Zone' }));
    const wards = await screen.findByRole('table', { name: 'Demand, collection and balance by ward' });
    expect(await within(wards).findByRole('link', { name: 'Ward 1 Hazratganj' })).toBeInTheDocument();
    expect(api.callsTo(DCB).at(-1)!.query).toMatchObject({ level: 'ward', zoneId: 'z1' });
    const crumbs = screen.getByRole('navigation', { name: 'Where you are' });
    expect(within(crumbs).getByRole('link', { name: 'City' })).toBeInTheDocument();
    expect(within(crumbs).getByText('Aliganj Zone')).toBeInTheDocument();
  });

  it('asks for one tax head and a day when the filters are shown', async () => {
    const { api, user } = renderDcb();
    await screen.findByRole('link', { name: 'Aliganj Zone' });
    await user.selectOptions(screen.getByLabelText('Tax head'), 'Water tax');
    await user.type(screen.getByLabelText('As of date'), '2026-09-15');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo(DCB).at(-1)!.query).toMatchObject({
        level: 'zone',
        head: 'water',
        asOf: '2026-09-15',
      }),
    );
  });

  it("leads from a property's row to its ledger", async () => {
    renderDcb('/admin/reports/demand?level=property&zoneId=z1&wardId=w1&mohallaId=m1&asOf=2026-09-15');
    const properties = await screen.findByRole('table', {
      name: 'Demand, collection and balance by property',
    });
    const link = await within(properties).findByRole('link', { name: 'LKO-0001-0001-001' });
    expect(link.getAttribute('href')).toBe('/admin/properties?show=LKO-0001-0001-001&money=ledger');
    expect(within(properties).getByText('Ramesh Kumar')).toBeInTheDocument();
    expect(screen.getByText('Financial year 2026-27, as of 15-09-2026')).toBeInTheDocument();
  });
});
