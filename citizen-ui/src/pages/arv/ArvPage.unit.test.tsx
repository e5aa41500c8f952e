import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assess, type CalculatedTax } from '@ptax/contracts';
import { exampleInput, exampleRules } from '@ptax/contracts/src/tax/testing';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { renderApp } from '../../testing/renderApp';

// The worked example of contracts' assess.unit.test.ts: ARV ₹60,720, taxes ₹9,108 + ₹7,590 + ₹1,822.
const reply: CalculatedTax = {
  ...assess(exampleInput(), exampleRules()),
  propertyUniqueId: '01001001000000001',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  houseCategory: 'residential',
  plotArea: 1200,
  roadWidth: 9,
  constructionYear: 2012,
  inputsFingerprint: 'f',
  ruleSetYear: '2025-26',
  recorded: null,
};

let calls: string[];
function answer(status: number, body: unknown) {
  calls = [];
  window.fetch = jest.fn(async (url: string) => {
    calls.push(url);
    return { ok: status < 300, status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
}

beforeEach(() => localStorage.clear());

describe('the ARV page', () => {
  it('shows the ARV of each floor and of the land, the total and the three taxes with their explanations', async () => {
    answer(200, { data: reply });
    renderApp('/arv/01001001000000001');
    expect(await screen.findByTestId('arv-total')).toHaveTextContent('₹60,720');
    expect(screen.getByTestId('tax-total')).toHaveTextContent('₹18,520');
    const floors = screen.getByRole('list', { name: 'ARV floor by floor' });
    expect(
      within(floors)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.arv-line__value')?.textContent),
    ).toEqual(['₹32,400', '₹25,920', '₹2,400']);
    expect(
      within(floors).getByText(/x 0.675 \(self-occupied, 13 years old, age slab 2: -32.5%\) = ₹32,400$/),
    ).toBeInTheDocument();
    const taxes = screen.getByRole('list', { name: 'Taxes on the ARV' });
    expect(
      within(taxes).getByText('Sewer tax: 3% x ₹60,720 = ₹1,821.60 -> ₹1,822 (rounded half-up)'),
    ).toBeInTheDocument();
    expect(calls[0]).toMatch(
      /^\/api\/properties\/calculateTax\?propertyUniqueId=01001001000000001&financialYear=\d{4}-\d{2}$/,
    );
  });

  it('asks again for another financial year', async () => {
    answer(200, { data: reply });
    renderApp('/arv/01001001000000001');
    await screen.findByTestId('arv-total');
    const year = screen.getByRole('combobox', { name: 'Financial year' });
    const previous = within(year).getAllByRole('option')[1].textContent as string;
    await userEvent.selectOptions(year, previous);
    await waitFor(() => expect(calls.at(-1)).toContain(`financialYear=${previous}`));
  });

  it("shows the server's message when the property is unknown, and tries again on request", async () => {
    answer(404, { status: 404, message: 'Property not found' });
    renderApp('/arv/NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('404: Property not found');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('speaks Hindi when the citizen chose it', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answer(200, { data: reply });
    renderApp('/arv/01001001000000001');
    expect(await screen.findByText('वार्षिक किराया मूल्य पर कर')).toBeInTheDocument();
    expect(screen.getByText(/^गृह कर: 15% x ₹60,720/)).toBeInTheDocument();
  });
});
