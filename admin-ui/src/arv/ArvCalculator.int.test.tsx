import { configure, screen, waitFor, within } from '@testing-library/react';
import { assess, type CalculatedTax } from '@ptax/contracts';
import { exampleInput, exampleRules, floor } from '@ptax/contracts/src/tax/testing';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin, userReply } from '../testing/renderAdmin';
import { makeToken } from '../testing/tokens';

configure({ asyncUtilTimeout: 5000 });

// Worked example: the same house with a rented first floor. Ground ₹32,400; first 38,400 x 1.125 =
// ₹43,200; land ₹2,400; ARV ₹78,000. House ₹11,700, water ₹9,750, sewer ₹2,340: total ₹23,790.
const reply: CalculatedTax = {
  ...assess(
    exampleInput({ floors: [floor(0, 1000), floor(1, 800, { rentType: 'rented' })] }),
    exampleRules(),
  ),
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

function renderArv(calculate: FakeHandler) {
  return renderAdmin({
    path: '/admin/operators/arv/01001001000000001',
    token: makeToken({ loginType: 'operator', accessName: 'operator', email: 'operator@nagarnigam.demo' }),
    api: {
      'GET /api/operators': userReply({ username: 'Ramesh Kumar', accessName: 'operator' }),
      'GET /api/properties/calculateTax': calculate,
    },
  });
}

describe('the operators ARV calculator', () => {
  it("shows each floor's ARV with its explanation, the total and the three taxes", async () => {
    const { api } = renderArv({ body: { data: reply } });
    const floors = await screen.findByRole('table', { name: 'ARV per floor' });
    const values = within(floors)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell').at(-1)?.textContent);
    expect(values).toEqual(expect.arrayContaining(['₹32,400', '₹43,200', '₹2,400', '₹78,000']));
    expect(
      within(floors).getByText(
        /^Floor 1, residential, rented: .* x 1.125 \(rented, 13 years old, age slab 2: \+12.5%\) = ₹43,200$/,
      ),
    ).toBeInTheDocument();
    const taxes = screen.getByRole('table', { name: 'Taxes' });
    expect(
      within(taxes).getByText('House tax: 15% x ₹78,000 = ₹11,700.00 -> ₹11,700 (rounded half-up)'),
    ).toBeInTheDocument();
    expect(within(taxes).getByTestId('tax-total')).toHaveTextContent('₹23,790');
    expect(api.callsTo('GET /api/properties/calculateTax')[0].query).toMatchObject({
      propertyUniqueId: '01001001000000001',
    });
  });

  it("shows the server's message for a property it cannot assess", async () => {
    renderArv({
      status: 422,
      body: { status: 422, message: 'The property cannot be assessed: The property has no road width' },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '422: The property cannot be assessed: The property has no road width',
      ),
    );
  });
});
