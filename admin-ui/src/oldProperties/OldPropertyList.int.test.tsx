import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';

jest.setTimeout(60_000);

const LIST = 'GET /api/oldProperties';
const ADD = 'POST /api/oldProperties/add';
const BY_PTIN = 'GET /api/oldProperties/byPTIN';

/** A row as the old register answers it: the form's names, amounts in paise. */
const oldRecord = {
  id: 'PT123456',
  oldPropertyId: 'PT123456',
  PTINNo: 'PT123456',
  ownerName: 'Ram Prasad',
  ownerFatherName: 'Shyam Prasad',
  oldHouseNo: '12/4',
  oldMohallaName: 'Kapoorthala',
  oldWardName: 'Aliganj',
  oldArvPaise: 1200000,
  arrearsTotalTaxPaise: 345000,
  linkedPropertyUniqueId: 'LKO-0001-0002-003',
};

function renderOld() {
  const rendered = renderAdmin({
    path: '/admin/properties/old',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      [LIST]: { body: { data: [oldRecord], total: 1, page: 1, limit: 10 } },
      [BY_PTIN]: (call) =>
        call.query.ptin === 'PT123456'
          ? { body: { data: oldRecord } }
          : { status: 404, body: { status: 404, message: 'Old property not found' } },
      [ADD]: { status: 201, body: { data: { ...oldRecord, PTINNo: 'PT999999', id: 'PT999999' } } },
    },
  });
  const user = userEvent.setup({ delay: null });
  return { ...rendered, user };
}

const describedError = (input: HTMLElement) => {
  const described = input.getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};

describe('Old Properties', () => {
  it('lists the old register from GET oldProperties with the ARV and arrears in rupees', async () => {
    const { api } = renderOld();
    const row = (await screen.findByText('Shyam Prasad', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('PT123456')).toBeInTheDocument();
    expect(within(row).getByText('₹12,000.00')).toBeInTheDocument();
    expect(within(row).getByText('₹3,450.00')).toBeInTheDocument();
    expect(within(row).getByText('LKO-0001-0002-003')).toBeInTheDocument();
    expect(api.callsTo(LIST)[0].query).toMatchObject({ page: '1', limit: '10' });
  });

  it('looks a record up by PTIN, refusing a PTIN shorter than 6 characters', async () => {
    const { api, user } = renderOld();
    const search = await screen.findByRole('search', { name: 'Search by PTIN' }, { timeout: 10_000 });
    const ptin = within(search).getByLabelText('PTIN Number');
    await user.type(ptin, 'PT123');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await within(search).findByText('PTIN number must be at least 6 characters')).toBeInTheDocument();
    expect(api.callsTo(BY_PTIN)).toHaveLength(0);

    await user.type(ptin, '456');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('region', { name: 'Old property record' });
    expect(within(found).getByText('Ram Prasad')).toBeInTheDocument();
    expect(within(found).getByText('₹12,000.00')).toBeInTheDocument();
    expect(api.callsTo(BY_PTIN)[0].query).toEqual({ ptin: 'PT123456' });

    await user.clear(ptin);
    await user.type(ptin, 'PT000000');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No old property has the PTIN PT000000')).toBeInTheDocument();
  });

  it('validates a new old record with the old property rules and sends nothing until they pass', async () => {
    const { api, user } = renderOld();
    await user.click(await screen.findByRole('button', { name: 'Add Old Property' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Old Property' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('PTIN Number'), 'PT12');
    await user.type(field('Old ARV (₹)'), '0');
    await user.type(field('Plot Area'), '-1');
    await user.type(field('Arrears House Tax'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedError(field('PTIN Number'))).toBe('PTIN number must be at least 6 characters'),
    );
    expect(describedError(field('Old ARV (₹)'))).toBe('Old ARV must be more than 0');
    expect(describedError(field('Plot Area'))).toBe('Plot area can not be negative');
    expect(describedError(field('Arrears House Tax'))).toBe('Tax can not be negative');
    expect(api.callsTo(ADD)).toHaveLength(0);
  });

  it('adds a record with POST oldProperties/add, amounts as rupee numbers, then reloads the list', async () => {
    const { api, user } = renderOld();
    await user.click(await screen.findByRole('button', { name: 'Add Old Property' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Old Property' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('PTIN Number'), 'PT999999');
    await user.type(field('Owner Name'), 'Sita Devi');
    await user.type(field('Old ARV (₹)'), '9000.50');
    await user.type(field('Plot Area'), '0');
    await user.selectOptions(field('House Tax Applicable'), 'Yes');
    await user.type(field('Arrears House Tax'), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0].body).toEqual({
      PTINNo: 'PT999999',
      ownerName: 'Sita Devi',
      oldArv: 9000.5,
      oldPlotArea: 0,
      houseTaxApplicable: true,
      arrearsHouseTax: 1200,
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Old Property' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(1));
  });
});
