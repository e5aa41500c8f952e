import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSession, formEntries } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { billApi, PROPERTY_ID } from '../payments/testFixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

const CORRECT = `POST /api/properties/correctArrear/${PROPERTY_ID}`;

function renderArrears() {
  const rendered = renderAdmin({
    path: `/admin/arrearsCorrection/${PROPERTY_ID}`,
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...billApi,
      [CORRECT]: { status: 201, body: { data: { propertyUniqueId: PROPERTY_ID, financialYear: '2024-25' } } },
    },
  });
  const user = userEvent.setup({ delay: null });
  const field = (label: string) => screen.getByLabelText(label);
  const error = (label: string) => {
    const described = field(label).getAttribute('aria-describedby');
    return described ? document.getElementById(described)?.textContent : undefined;
  };
  const fill = async (label: string, text: string) => {
    await user.clear(field(label));
    await user.type(field(label), text);
  };
  return { ...rendered, user, field, error, fill };
}

describe('Arrears correction', () => {
  it("shows the property's arrears by year from its bill", async () => {
    renderArrears();
    const table = await screen.findByRole('table', { name: 'Arrears by year' }, { timeout: 10_000 });
    expect(within(table).getAllByText('2024-25 (Arrears)')).toHaveLength(2);
    expect(within(table).queryByText(/2025-26/)).not.toBeInTheDocument();
    expect(within(table).getByText('₹1,500.00')).toBeInTheDocument();
  });

  it("refuses a negative tax with 'Tax can not be negative' and sends nothing", async () => {
    const form = renderArrears();
    await screen.findByRole('table', { name: 'Arrears by year' }, { timeout: 10_000 });
    await form.fill('Revised Water Tax (₹)', '-100');
    await form.user.click(screen.getByRole('button', { name: 'Correct arrears' }));
    await waitFor(() => expect(form.error('Revised Water Tax (₹)')).toBe('Tax can not be negative'));
    expect(form.error('Financial Year')).toBe('Financial year is required');
    expect(form.error('Receipt Number')).toBe('Receipt number is required');
    expect(form.api.callsTo(CORRECT)).toHaveLength(0);
  });

  it('posts the revised arrears with the document as multipart and reads the bill again', async () => {
    const form = renderArrears();
    await screen.findByRole('table', { name: 'Arrears by year' }, { timeout: 10_000 });
    await form.user.selectOptions(form.field('Financial Year'), '2024-25');
    await form.fill('Revised House Tax (₹)', '1200');
    await form.fill('Revised Sewerage Tax (₹)', '0');
    await form.fill('Revised Water Tax (₹)', '950.50');
    await form.fill('Receipt Number', 'OLD-4411');
    await form.fill('Remarks', 'As per the old register');
    await form.user.upload(
      form.field('Supporting Document'),
      new File(['%PDF'], 'register.pdf', { type: 'application/pdf' }),
    );
    await form.user.click(screen.getByRole('button', { name: 'Correct arrears' }));

    expect(await screen.findByText('Arrears corrected')).toBeInTheDocument();
    const { document: file, ...fields } = formEntries(form.api.callsTo(CORRECT)[0].body);
    expect(fields).toEqual({
      finYear: '2024-25',
      revisedArrearsHouseTax: '1200',
      revisedArrearsSewerageTax: '0',
      revisedArrearsWaterTax: '950.5',
      receiptNumber: 'OLD-4411',
      remarks: 'As per the old register',
    });
    expect((file as File).name).toBe('register.pdf');
    await waitFor(() => expect(form.api.callsTo('GET /api/taxDemands/demandBillDetails')).toHaveLength(2));
  });
});
