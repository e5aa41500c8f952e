import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { ID } from '../ledger/testing';

beforeEach(() => localStorage.clear());

describe('the pay online start page (/payment)', () => {
  it('takes a property ID to that property’s pay page', async () => {
    const calls = answerCalls({});
    renderApp('/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay Online' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Property ID/), ID);
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay Property Tax Online' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes(ID))).toBe(true);
  });

  it('refuses a wrong ID with the contracts’ message, in Hindi too, and goes nowhere', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    const calls = answerCalls({});
    renderApp('/payment');
    await userEvent.click(await screen.findByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));
    expect(screen.getByRole('heading', { level: 1, name: 'ऑनलाइन भुगतान' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
