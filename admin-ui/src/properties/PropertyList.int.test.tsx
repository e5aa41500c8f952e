import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/renderAdmin';
import {
  adminSession,
  geographyApi,
  propertyRecord,
  propertyRecordWithImageUrls,
  propertyRow,
} from './testFixtures';

const PAGINATED = 'POST /api/properties/paginated';

function renderList(path = '/admin/properties') {
  return renderAdmin({
    path,
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      [PAGINATED]: { body: { data: [propertyRow], total: 31, page: 1, limit: 10 } },
      'GET /api/properties/viewDetails': { body: { data: propertyRecord } },
    },
  });
}

// The first render compiles and loads the page's chunk: slow on a shared machine.
const FIRST_LOAD = { timeout: 10_000 };
const firstRow = () => screen.findByText('LKO-0001-0002-003', {}, FIRST_LOAD);

/** Picks an option by its text, once it is there (masters load after the page). */
async function choose(select: HTMLElement, option: string) {
  await within(select).findByText(option);
  await userEvent.selectOptions(select, option);
}

const lastCall = (api: ReturnType<typeof renderList>['api'], route: string) => api.callsTo(route).at(-1);

describe('the properties list', () => {
  it('reads the first page with POST properties/paginated and shows the rows with their ARV', async () => {
    const { api } = renderList();
    const row = (await firstRow()).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ram Prasad')).toBeInTheDocument();
    expect(within(row).getByText('Shyam Prasad')).toBeInTheDocument();
    expect(within(row).getByText('12 Hazratganj')).toBeInTheDocument();
    expect(within(row).getByText('Kapoorthala')).toBeInTheDocument();
    expect(within(row).getByText('Aliganj')).toBeInTheDocument();
    expect(within(row).getByText('Residential')).toBeInTheDocument();
    expect(within(row).getByText('₹12,345.50')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ARV' })).toBeInTheDocument();
    expect(screen.getByText('1-10 of 31')).toBeInTheDocument();

    const call = lastCall(api, PAGINATED);
    expect(call?.query).toEqual({ page: '1', limit: '10' });
    expect(call?.body).toEqual({});
    expect(call?.authorization).toMatch(/^Bearer /);
  });

  it('sends the cascading zone, ward and mohalla and the other filters in the body on Search', async () => {
    const { api } = renderList();
    await firstRow();
    const search = screen.getByRole('search', { name: 'Property filters' });
    const field = (label: string) => within(search).getByLabelText(label);

    expect(field('Ward')).toBeDisabled();
    await choose(field('Zone'), 'Zone 1');
    await choose(field('Ward'), '11 - Aliganj');
    expect(lastCall(api, 'GET /api/wards')?.query).toMatchObject({ zoneId: 'z1' });
    await choose(field('Mohalla'), 'Kapoorthala');
    expect(lastCall(api, 'GET /api/mohallas')?.query).toMatchObject({ zoneId: 'z1', wardId: 'w1' });
    await userEvent.selectOptions(field('House Category'), 'Non-Residential');
    await choose(field('Property Category'), 'Shops');
    await userEvent.selectOptions(field('Property Sub-Category'), 'Showroom');
    await userEvent.selectOptions(field('Matching Status'), 'Not Matched');
    await userEvent.type(field('From Date'), '2025-04-01');
    await userEvent.type(field('To Date'), '2025-09-30');
    await userEvent.type(field('Owner Name'), 'Ram Prashad');
    expect(
      within(search).getByText('Spelling need not be exact: similar names are found too'),
    ).toBeInTheDocument();
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(lastCall(api, PAGINATED)?.body).toEqual({
        zoneId: 'z1',
        wardId: 'w1',
        mohallaId: 'm1',
        houseCategory: 'nonresidential',
        category: '3',
        subCategory: '2',
        matchingStatus: 'unmatched',
        startDate: '2025-04-01',
        endDate: '2025-09-30',
        ownerName: 'Ram Prashad',
      }),
    );
    expect(lastCall(api, PAGINATED)?.query).toEqual({ page: '1', limit: '10' });
  });

  it('clears the ward and the mohalla when another zone is chosen', async () => {
    renderList();
    const search = await screen.findByRole('search', { name: 'Property filters' }, FIRST_LOAD);
    const field = (label: string) => within(search).getByLabelText(label);
    await choose(field('Zone'), 'Zone 1');
    await choose(field('Ward'), '11 - Aliganj');
    await choose(field('Mohalla'), 'Kapoorthala');
    await userEvent.selectOptions(field('Zone'), 'Zone 2');
    await waitFor(() => expect(field('Ward')).toHaveValue(''));
    expect(field('Mohalla')).toHaveValue('');
    expect(await within(field('Ward')).findByText('21 - Chowk')).toBeInTheDocument();
    expect(within(field('Ward')).queryByText('11 - Aliganj')).not.toBeInTheDocument();
  });

  it('checks the filters as the server does before searching', async () => {
    const { api } = renderList();
    await firstRow();
    const search = screen.getByRole('search', { name: 'Property filters' });
    await userEvent.type(within(search).getByLabelText('Property ID'), 'LKO-1');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await within(search).findByText('Property ID must be exactly 17 characters')).toBeInTheDocument();
    expect(api.callsTo(PAGINATED)).toHaveLength(1);
  });

  it('pages with page and limit in the query', async () => {
    const { api } = renderList();
    await firstRow();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastCall(api, PAGINATED)?.query).toEqual({ page: '2', limit: '10' }));
  });

  describe('Export', () => {
    const saved: { href: string; download: string }[] = [];
    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = jest.fn(() => 'blob:properties-export');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    /** The double answers JSON; an export answers a file, read as a blob. */
    function withSpreadsheetReplies() {
      const fakeFetch = window.fetch;
      window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const response = await fakeFetch(input, init);
        response.headers.set('Content-Disposition', 'attachment; filename="properties-2025-09-30.xlsx"');
        return Object.assign(response, { blob: async () => new Blob([await response.text()]) });
      }) as typeof window.fetch;
    }

    it('downloads GET properties/export with the filters in force and the bearer token', async () => {
      const { api } = renderList();
      api.on('GET /api/properties/export', { body: 'spreadsheet' });
      withSpreadsheetReplies();
      await firstRow();
      const search = screen.getByRole('search', { name: 'Property filters' });
      await choose(within(search).getByLabelText('Zone'), 'Zone 1');
      await userEvent.type(within(search).getByLabelText('Property ID'), 'LKO-0001-0002-003');
      await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(lastCall(api, PAGINATED)?.body).toMatchObject({ zoneId: 'z1' }));

      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      const exported = api.callsTo('GET /api/properties/export');
      expect(exported).toHaveLength(1);
      expect(exported[0].query).toEqual({ zoneId: 'z1', propertyUniqueId: 'LKO-0001-0002-003', lang: 'en' });
      expect(exported[0].authorization).toMatch(/^Bearer /);
      expect(saved[0]).toEqual({ href: 'blob:properties-export', download: 'properties-2025-09-30.xlsx' });
      expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    });

    it('shows the server message when the export fails', async () => {
      const { api } = renderList();
      api.on('GET /api/properties/export', { status: 403, body: { status: 403, message: 'Not allowed' } });
      withSpreadsheetReplies();
      await firstRow();
      await userEvent.click(screen.getByRole('button', { name: 'Export' }));
      expect(await screen.findByText('403: Not allowed')).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    });
  });

  it('opens the details of a clicked row with its floors, its stored images and an Edit button', async () => {
    const { api, location } = renderList();
    await userEvent.click(await firstRow());
    const details = await screen.findByRole('region', { name: 'Property details' });
    expect(location.search).toBe('?show=LKO-0001-0002-003');
    expect(await within(details).findByText('Kapoorthala')).toBeInTheDocument();
    expect(api.callsTo('GET /api/properties/viewDetails')[0].query).toEqual({
      propertyUniqueId: 'LKO-0001-0002-003',
    });

    const floors = within(details).getByRole('table', { name: 'Floors' });
    const floor = within(floors).getAllByRole('row')[1];
    expect(
      within(floor)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', 'Self', 'Residential', 'RCC / RBC', '', '', '900']);
    // The API keeps file keys and gives no address to open them: the images are listed as uploaded.
    expect(within(details).getByText('Building Image (Front): uploaded')).toBeInTheDocument();
    expect(within(details).getByText('Building Image (Left): uploaded')).toBeInTheDocument();
    expect(within(details).getByText('₹12,000.00')).toBeInTheDocument();
    // The ARV and taxes section asks the tax engine for this property (a 404 here: its message shows).
    await waitFor(() =>
      expect(api.callsTo('GET /api/properties/calculateTax')[0]?.query).toMatchObject({
        propertyUniqueId: api.callsTo('GET /api/properties/viewDetails')[0].query.propertyUniqueId,
      }),
    );
    expect(within(details).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/properties/edit/LKO-0001-0002-003',
    );
  });

  it('shows the images as thumbnail links when the API gives their addresses', async () => {
    const { api } = renderList('/admin/properties?show=LKO-0001-0002-003');
    api.on('GET /api/properties/viewDetails', { body: { data: propertyRecordWithImageUrls } });
    const details = await screen.findByRole('region', { name: 'Property details' }, FIRST_LOAD);
    expect(await within(details).findByRole('link', { name: 'Building Image (Front)' })).toHaveAttribute(
      'href',
      '/files/property-images/front.jpg',
    );
    expect(within(details).getByRole('img', { name: 'Building Image (Left)' })).toHaveAttribute(
      'src',
      '/files/property-images/left.jpg',
    );
  });

  it('opens the details named in the address, as after adding a property', async () => {
    renderList('/admin/properties?show=LKO-0001-0002-003');
    const details = await screen.findByRole('region', { name: 'Property details' }, FIRST_LOAD);
    expect(await within(details).findByText('9876543210')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Property details' })).not.toBeInTheDocument(),
    );
  });
});
