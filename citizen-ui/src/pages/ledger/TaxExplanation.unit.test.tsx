import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assess, financialYearOfInstant, type CalculatedTax } from '@ptax/contracts';
import { exampleInput, exampleRules } from '@ptax/contracts/src/tax/testing';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { ID, replies } from './testing';
import { pinDate } from '../../../../test/pinDate';

// The worked example of contracts' assess.unit.test.ts: ARV ₹60,720, taxes ₹9,108 + ₹7,590 + ₹1,822.
const assessment = assess(exampleInput(), exampleRules());
const tax = (recorded: CalculatedTax['recorded']): CalculatedTax => ({
  ...assessment,
  propertyUniqueId: ID,
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: 'm1',
  houseCategory: 'residential',
  plotArea: 1200,
  roadWidth: 9,
  constructionYear: 2012,
  inputsFingerprint: 'f1',
  ruleSetYear: '2025-26',
  recorded,
});
// Date stands still for this file: the screen and the test see one financial year.
const YEAR = financialYearOfInstant(pinDate());
const TAX_CALL = `GET /api/properties/calculateTax?propertyUniqueId=${ID}&financialYear=${YEAR}`;
const assessed = { ruleSetVersion: assessment.ruleSetVersion, inputsFingerprint: 'f1' };

const withTax = (reply: CalculatedTax) => ({
  ...replies(),
  [TAX_CALL]: { status: 200, body: { data: reply } },
});

async function open(summary = 'How is my tax calculated?') {
  await userEvent.click(await screen.findByText(summary));
  return within(await screen.findByTestId('explanation'));
}

beforeEach(() => localStorage.clear());

describe('how the tax is calculated', () => {
  it('asks the tax engine only when the citizen opens the section', async () => {
    const calls = answerCalls(withTax(tax(assessed)));
    renderApp(`/ledger/${ID}`);
    await screen.findByTestId('ledger-due');
    expect(calls.map((call) => call.url)).not.toContain(TAX_CALL.slice(4));
    await open();
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(TAX_CALL.slice(4)));
  });

  it('shows the ARV floor by floor, the land, each tax with its rate and amount, and the working', async () => {
    answerCalls(withTax(tax(assessed)));
    renderApp(`/ledger/${ID}`);
    const shown = await open();
    const floors = shown.getByRole('table', { name: 'Annual rental value (ARV), floor by floor' });
    const rows = within(floors).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Ground floor (Residential, Self-occupied)',
      'Floor 1 (Residential, Self-occupied)',
      'Vacant land',
      'Annual rental value (ARV)',
    ]);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,000', '800', '₹5.00', '0.675', '₹32,400.00']);
    expect(within(rows[3]).getAllByRole('cell').at(-1)).toHaveTextContent('₹60,720.00');
    const taxes = shown.getByRole('table', { name: 'Taxes on the ARV' });
    expect(
      within(taxes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'House tax15%₹9,108.00',
      'Water tax12.5%₹7,590.00',
      'Sewer tax3%₹1,822.00',
      'Total tax for the year₹18,520.00',
    ]);
    expect(
      shown.getByText('Sewer tax: 3% x ₹60,720 = ₹1,821.60 -> ₹1,822 (rounded half-up)'),
    ).toBeInTheDocument();
    expect(shown.queryByText(/have changed|not been assessed/)).not.toBeInTheDocument();
    expect(shown.getByRole('link', { name: 'Open the full ARV calculator' })).toHaveAttribute(
      'href',
      `/arv/${ID}`,
    );
  });

  it("says so when the property's details changed after this year's tax was assessed", async () => {
    answerCalls(withTax(tax({ ...assessed, inputsFingerprint: 'older' })));
    renderApp(`/ledger/${ID}`);
    const shown = await open();
    expect(
      await shown.findByText(/The property's details have changed since this year's tax/),
    ).toBeInTheDocument();
  });

  it('says so in Hindi when the tax has not been assessed yet', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls(withTax(tax(null)));
    renderApp(`/ledger/${ID}`);
    const shown = await open('मेरा कर कैसे निकाला गया?');
    expect(await shown.findByText(/इस वर्ष के कर का निर्धारण अभी नहीं हुआ है/)).toBeInTheDocument();
    expect(shown.getByRole('table', { name: 'वार्षिक किराया मूल्य पर कर' })).toHaveTextContent(
      'गृह कर15%₹9,108.00',
    );
    expect(shown.getByText(/^भूतल, आवासीय/)).toBeInTheDocument();
  });
});
