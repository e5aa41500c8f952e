import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { ID, replies } from './testing';

beforeEach(() => localStorage.clear());

async function openLedger(id: string, label = /^Property ID/, button = 'View ledger') {
  const field = await screen.findByLabelText(label);
  if (id) await userEvent.type(field, id);
  await userEvent.click(screen.getByRole('button', { name: button }));
  return field;
}

describe('the ledger search page', () => {
  it('opens the ledger of the property ID typed, in capitals and without outer spaces', async () => {
    const calls = answerCalls(replies());
    renderApp('/ledger');
    expect(await screen.findByRole('heading', { level: 1, name: 'View Ledger' })).toBeInTheDocument();
    await openLedger(` ${ID.toLowerCase()} `);
    expect(await screen.findByRole('heading', { level: 1, name: 'Property Ledger' })).toBeInTheDocument();
    expect(await screen.findByTestId('property-id')).toHaveTextContent(ID);
    expect(calls[0].url).toBe(`/api/properties?propertyUniqueId=${ID}`);
  });

  it("checks the ID with the contracts' messages before leaving, and calls nothing", async () => {
    const calls = answerCalls({});
    renderApp('/ledger');
    const field = await openLedger('');
    expect(screen.getByText('Property ID is required')).toBeInTheDocument();
    expect(field).toHaveFocus();
    await openLedger('0100100100000017');
    expect(screen.getByText('Property ID must be exactly 17 characters')).toBeInTheDocument();
    await userEvent.type(field, 'Z');
    expect(screen.getByText('Property ID is not valid, please check it and try again')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'View Ledger' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('links to the property search for those who do not know their ID', async () => {
    renderApp('/ledger');
    expect(await screen.findByRole('link', { name: 'Search for your property' })).toHaveAttribute(
      'href',
      '/searchProperty',
    );
  });

  it('speaks Hindi, its messages too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls({});
    renderApp('/ledger');
    expect(await screen.findByRole('heading', { level: 1, name: 'खाता-बही देखें' })).toBeInTheDocument();
    await openLedger('ABC-12', /^संपत्ति आईडी/, 'खाता-बही देखें');
    expect(screen.getByText('संपत्ति आईडी ठीक 17 अक्षरों की होनी चाहिए')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('संपत्ति आईडी दर्ज करें')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपनी संपत्ति खोजें' })).toHaveAttribute('href', '/searchProperty');
  });
});
