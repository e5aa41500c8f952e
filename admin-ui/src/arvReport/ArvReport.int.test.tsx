import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, geographyApi } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const BANDS = 'GET /api/properties/arvWise';
const CATEGORIES = 'GET /api/properties/categoryWise';

const sums = (count: number, arvRupees: number) => ({
  count,
  arvPaise: arvRupees * 100,
  houseTaxPaise: arvRupees * 10,
  waterTaxPaise: arvRupees * 5,
  sewerTaxPaise: 0,
});

const bands = {
  body: {
    data: [
      {
        band: 'below',
        bandName: 'Below ₹1,00,000',
        fromPaise: null,
        toPaise: 99_999_00,
        ...sums(40, 20_00_000),
      },
      {
        band: 'between',
        bandName: '₹1,00,000 to ₹5,00,000',
        fromPaise: 1_00_000_00,
        toPaise: 5_00_000_00,
        ...sums(5, 10_00_000),
      },
      { band: 'above', bandName: 'Above ₹5,00,000', fromPaise: 5_00_001_00, toPaise: null, ...sums(0, 0) },
    ],
    total: 3,
    totals: sums(45, 30_00_000),
  },
};

const categories = {
  body: {
    data: [
      {
        houseCategory: 'nonresidential',
        houseCategoryName: 'Non-residential',
        category: 3,
        categoryLabel: 'Shops and stalls',
        subCategory: 7,
        subCategoryLabel: 'Shop 200-500 sq ft',
        ...sums(5, 10_00_000),
      },
    ],
    total: 1,
    totals: sums(5, 10_00_000),
  },
};

function render() {
  const rendered = renderAdmin({
    path: '/admin/reports/arv',
    token: adminSession.token,
    api: { ...adminSession.lookup, ...geographyApi, [BANDS]: bands, [CATEGORIES]: categories },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the ARV report', () => {
  it('shows properties by ARV band and by category by name, with totals and charts', async () => {
    const { api } = render();
    const byBand = await screen.findByRole('table', { name: 'Properties by ARV band' });
    const between = (await within(byBand).findByText('₹1,00,000 to ₹5,00,000')).closest('tr') as HTMLElement;
    expect(cells(between).slice(0, 3)).toEqual(['₹1,00,000 to ₹5,00,000', '5', '₹10,00,000.00']);
    const total = within(byBand).getByText('Total').closest('tr') as HTMLElement;
    expect(cells(total).slice(1, 3)).toEqual(['45', '₹30,00,000.00']);
    const byCategory = screen.getByRole('table', { name: 'Properties by category' });
    expect(within(byCategory).getByText('Non-residential')).toBeInTheDocument();
    expect(within(byCategory).getByText('Shop 200-500 sq ft')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /Properties by/ })).toHaveLength(2);
    expect(api.callsTo(BANDS)[0].query).toEqual({ minAmount: '100000', maxAmount: '500000', lang: 'en' });
    expect(api.callsTo(CATEGORIES)[0].query).toEqual({ lang: 'en' });
  });

  it('asks again with the bands and the year chosen', async () => {
    const { api, user } = render();
    await screen.findByRole('table', { name: 'Properties by ARV band' });
    const to = screen.getByLabelText('ARV band to (₹)');
    await user.clear(to);
    await user.type(to, '200000');
    await user.selectOptions(screen.getByLabelText('Financial Year'), '2025-26');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo(BANDS).at(-1)?.query).toEqual({
        minAmount: '100000',
        maxAmount: '200000',
        financialYear: '2025-26',
        lang: 'en',
      }),
    );
    expect(api.callsTo(CATEGORIES).at(-1)?.query).toEqual({ financialYear: '2025-26', lang: 'en' });
  });
});
