import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { financialYearOfInstant } from '@ptax/contracts';
import { adminSession, geographyApi } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { pinDate } from '../../../test/pinDate';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const LIST = 'GET /api/drcrNotes';
const ADD = 'POST /api/drcrNotes';
// Date stands still for this file: the screen and the test see one financial year.
const YEAR = financialYearOfInstant(pinDate());

const note = {
  id: 'note-1',
  debitCreditNo: 'DN/2025-26/0001',
  kind: 'debit',
  propertyUniqueId: 'LKO-0001-0002-003',
  financialYear: '2025-26',
  ownerName: 'Ram Prasad',
  houseTaxPaise: 120000,
  waterTaxPaise: 0,
  sewerTaxPaise: 5050,
  totalPaise: 125050,
  reason: 'Demand was short by the sewer tax',
  receiptNumber: 'R-77',
  issuedAt: '2025-06-01T05:30:00.000Z',
  issuedBy: 'asha.verma@nagarnigam.test',
};

function renderNotes(path = '/admin/debit-credit-note') {
  const rendered = renderAdmin({
    path,
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      [LIST]: { body: { data: [note], total: 1, page: 1, limit: 10 } },
      [ADD]: { status: 201, body: { data: { ...note, id: 'note-2', debitCreditNo: 'CN/2025-26/0002' } } },
    },
  });
  const user = userEvent.setup({ delay: null });
  return { ...rendered, user };
}

const describedError = (input: HTMLElement) => {
  const described = input.getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add Note' }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: 'Add Debit / Credit Note' });
}

describe('Debit / credit notes', () => {
  it('lists the notes with GET drcrNotes, amounts in rupees', async () => {
    const { api } = renderNotes();
    const row = (await screen.findByText('DN/2025-26/0001', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Debit note')).toBeInTheDocument();
    expect(within(row).getByText('₹1,200.00')).toBeInTheDocument();
    expect(within(row).getByText('₹50.50')).toBeInTheDocument();
    expect(within(row).getByText('₹1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('Ram Prasad')).toBeInTheDocument();
    expect(api.callsTo(LIST)[0].query).toMatchObject({ page: '1', limit: '10' });
  });

  it('filters by note number and kind', async () => {
    const { api, user } = renderNotes();
    const filters = await screen.findByRole('search', { name: 'Note filters' }, { timeout: 10_000 });
    await user.type(within(filters).getByLabelText('Note Number'), 'DN/2025-26/0001');
    await user.selectOptions(within(filters).getByLabelText('Note Type'), 'Debit note');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({
        debitCreditNo: 'DN/2025-26/0001',
        kind: 'debit',
      }),
    );
  });

  it("refuses a negative tax with 'Tax can not be negative' and a short reason, and sends nothing", async () => {
    const { api, user } = renderNotes();
    const dialog = await openDialog(user);
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.clear(field('Water Tax (₹)'));
    await user.type(field('Water Tax (₹)'), '-5');
    await user.type(field('Reason'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedError(field('Water Tax (₹)'))).toBe('Tax can not be negative'));
    expect(describedError(field('Reason'))).toBe('Reason must be at least 5 characters');
    expect(describedError(field('Property ID'))).toBe('Property ID is required');
    expect(api.callsTo(ADD)).toHaveLength(0);
  });

  it('issues a credit note with POST drcrNotes in rupees, opened for the property of the link', async () => {
    const { api, user } = renderNotes('/admin/debit-credit-note?propertyUniqueId=LKO-0001-0002-003');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Add Debit / Credit Note' },
      { timeout: 10_000 },
    );
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field('Property ID')).toHaveValue('LKO-0001-0002-003');
    await user.selectOptions(field('Note Type'), 'Credit note');
    await user.selectOptions(field('Financial Year'), YEAR);
    await user.clear(field('House Tax (₹)'));
    await user.type(field('House Tax (₹)'), '1500.25');
    await user.type(field('Reason'), 'Assessment revised on objection');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo(ADD)).toHaveLength(1));
    expect(api.callsTo(ADD)[0].body).toEqual({
      propertyUniqueId: 'LKO-0001-0002-003',
      kind: 'credit',
      financialYear: YEAR,
      houseTax: 1500.25,
      waterTax: 0,
      sewerTax: 0,
      reason: 'Assessment revised on objection',
    });
    expect(await screen.findByText('Note CN/2025-26/0002 issued')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Debit / Credit Note' })).not.toBeInTheDocument(),
    );
  });
});
