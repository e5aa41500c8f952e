import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, geographyApi } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { typeWise, wardWise, zoneWise } from './testFixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const ZONES = 'GET /api/taxCollections/zoneWise';
const WARDS = 'GET /api/taxCollections/wardWise';
const MODES = 'GET /api/taxCollections/typeWise';

function render(path: string) {
  return renderAdmin({
    path,
    token: adminSession.token,
    api: { ...adminSession.lookup, ...geographyApi, [ZONES]: zoneWise, [WARDS]: wardWise, [MODES]: typeWise },
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the collection reports', () => {
  it('lists the zones with their collection and the total, and a zone opens its wards', async () => {
    const { api, location } = render('/admin/reports/collection?view=zone&financialYear=2026-27');
    const table = await screen.findByRole('table', { name: 'Collection by zone' }, { timeout: 10_000 });
    const zone1 = (await within(table).findByRole('link', { name: 'Zone 1' })).closest('tr') as HTMLElement;
    expect(cells(zone1).slice(0, 2)).toEqual(['Zone 1', '3']);
    expect(cells(zone1)[2]).toBe('₹12,500.00');
    const total = within(table).getByText('Total').closest('tr') as HTMLElement;
    expect(cells(total)[2]).toBe('₹12,500.00');
    expect(api.callsTo(ZONES)[0].query).toEqual({ financialYear: '2026-27', lang: 'en' });
    expect(screen.getByRole('img', { name: 'Collection by zone' })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('link', { name: 'Zone 1' }));
    const wards = await screen.findByRole('table', { name: 'Collection by ward' });
    expect(within(wards).getByRole('link', { name: 'Aliganj' })).toBeInTheDocument();
    expect(api.callsTo(WARDS)[0].query).toEqual({ financialYear: '2026-27', zoneId: 'z1', lang: 'en' });
    expect(location.search).toContain('view=ward');
  });

  it('names the modes in words and asks for the mode chosen in the filters', async () => {
    const { api } = render('/admin/reports/collection');
    const table = await screen.findByRole(
      'table',
      { name: 'Collection by payment mode' },
      { timeout: 10_000 },
    );
    expect(within(table).getByText('Payment Link')).toBeInTheDocument();
    expect(within(table).queryByText('link')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Payment mode'), 'Cash');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.callsTo(MODES).at(-1)?.query).toEqual({ mode: 'cash', lang: 'en' }));
  });

  it('offers every view as a tab and the report as XLSX and PDF', async () => {
    render('/admin/reports/collection');
    const tabs = await screen.findByRole('tablist', { name: 'Collection report views' }, { timeout: 10_000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['By mode', 'By month', 'By day', 'By zone', 'By ward', 'By mohalla', 'By revenue inspector']);
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('speaks Hindi: the tabs, the headers, the modes, and the call asked in Hindi', async () => {
    const { api } = render('/admin/reports/collection');
    await screen.findByRole('table', { name: 'Collection by payment mode' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'हिंदी' }));
    const table = await screen.findByRole('table', { name: 'भुगतान माध्यम अनुसार वसूली' });
    expect(within(table).getByText('नकद')).toBeInTheDocument();
    expect(within(table).getByText('भुगतान लिंक')).toBeInTheDocument();
    expect(within(table).getByText('कुल वसूली')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'राजस्व निरीक्षक अनुसार' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'वसूली रिपोर्ट' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(MODES).at(-1)?.query).toEqual({ lang: 'hi' }));
  });
});
