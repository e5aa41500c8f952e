import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OBJECTION_MESSAGES, PROPERTY_ID_LENGTH_MESSAGE } from '@ptax/contracts';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import type { PublicObjection } from './api';

const STATUS = 'POST /api/objection/status';
const PROPERTY_ID = '0100100100000042K';

const pending: PublicObjection = {
  objectionId: 'OBJ-2026-27-000001',
  propertyUniqueId: PROPERTY_ID,
  ownerName: 'Ramesh Kumar',
  mohallaName: 'Kapoorthala',
  status: 'pending',
  objectionDate: '2026-04-02',
  uploadedAt: '2026-04-03T05:30:00.000Z',
  rejectionReason: null,
  rejectedAt: null,
  resolutionRemarks: null,
  resolvedAt: null,
};
const rejected: PublicObjection = {
  ...pending,
  objectionId: 'OBJ-2026-27-000002',
  status: 'rejected',
  rejectionReason: 'The area was measured on site and is as assessed',
  // 01:30 on 16 June in India, still the 15th in UTC.
  rejectedAt: '2026-06-15T20:00:00.000Z',
};
const resolved: PublicObjection = {
  ...pending,
  objectionId: 'OBJ-2026-27-000003',
  status: 'resolved',
  resolutionRemarks: 'Plot area corrected to 900 sq ft',
  resolvedAt: '2026-05-10T06:00:00.000Z',
};

const answer = (status: number, body: unknown) => answerCalls({ [STATUS]: { status, body } });
const cardOf = (number: string) => screen.getByRole('article', { name: `Objection ${number}` });

beforeEach(() => localStorage.clear());

async function find(label: RegExp, value: string, button = 'Find objection') {
  await userEvent.type(await screen.findByRole('textbox', { name: label }), value);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('the objection status page', () => {
  it('finds an objection by its number and shows it as a card with its status', async () => {
    const calls = answer(200, { data: [pending] });
    renderApp('/objections/status');
    await find(/^Objection number/, ' OBJ-2026-27-000001 ');
    const card = await screen.findByRole('article', { name: 'Objection OBJ-2026-27-000001' });
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', '/api/objection/status', { objectionId: 'OBJ-2026-27-000001' }],
    ]);
    expect(within(card).getByTestId('status')).toHaveTextContent('Pending');
    expect(within(card).getByTestId('property-id')).toHaveTextContent(PROPERTY_ID);
    expect(within(card).getByTestId('owner')).toHaveTextContent('Ramesh Kumar');
    expect(within(card).getByTestId('mohalla')).toHaveTextContent('Kapoorthala');
    expect(within(card).getByTestId('raised-on')).toHaveTextContent('02-04-2026');
    expect(screen.getByRole('status')).toHaveTextContent('1 objection found');
  });

  it('finds every objection of a property, the rejected with the reason and the resolved with remarks and day', async () => {
    const calls = answer(200, { data: [rejected, resolved] });
    renderApp('/objections/status');
    await userEvent.click(await screen.findByRole('radio', { name: 'Property ID' }));
    await find(/^Property ID/, PROPERTY_ID.toLowerCase());
    await screen.findByRole('article', { name: 'Objection OBJ-2026-27-000002' });
    expect(calls[0].body).toEqual({ propertyUniqueId: PROPERTY_ID });
    expect(screen.getByRole('status')).toHaveTextContent('2 objections found');

    const refused = within(cardOf('OBJ-2026-27-000002'));
    expect(refused.getByTestId('status')).toHaveTextContent('Rejected');
    expect(refused.getByTestId('reason')).toHaveTextContent(
      'The area was measured on site and is as assessed',
    );
    expect(refused.getByTestId('rejected-on')).toHaveTextContent('16-06-2026');
    expect(refused.queryByTestId('remarks')).not.toBeInTheDocument();

    const settled = within(cardOf('OBJ-2026-27-000003'));
    expect(settled.getByTestId('status')).toHaveTextContent('Resolved');
    expect(settled.getByTestId('remarks')).toHaveTextContent('Plot area corrected to 900 sq ft');
    expect(settled.getByTestId('resolved-on')).toHaveTextContent('10-05-2026');
  });

  it('says plainly that nothing was found when the server answers 404', async () => {
    answer(404, { status: 404, message: OBJECTION_MESSAGES.notFound });
    renderApp('/objections/status?objectionId=OBJ-2026-27-999999');
    expect(await screen.findByText('No objection was found for these details')).toBeInTheDocument();
    expect(screen.queryByText(/404/)).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('prefills the number from ?objectionId= and looks it up at once', async () => {
    const calls = answer(200, { data: [pending] });
    renderApp('/objections/status?objectionId=OBJ-2026-27-000001');
    expect(await screen.findByRole('article', { name: 'Objection OBJ-2026-27-000001' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Objection number/ })).toHaveValue('OBJ-2026-27-000001');
    expect(calls).toHaveLength(1);
  });

  it("asks with the schema's messages and calls nothing while the field is wrong", async () => {
    const calls = answerCalls({});
    renderApp('/objections/status');
    await userEvent.click(await screen.findByRole('button', { name: 'Find objection' }));
    const number = screen.getByRole('textbox', { name: /^Objection number/ });
    expect(number).toHaveAccessibleDescription(expect.stringContaining(OBJECTION_MESSAGES.statusQueryEmpty));
    expect(number).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: 'Property ID' }));
    await find(/^Property ID/, '12345');
    expect(screen.getByRole('textbox', { name: /^Property ID/ })).toHaveAccessibleDescription(
      expect.stringContaining(PROPERTY_ID_LENGTH_MESSAGE),
    );
    expect(calls).toHaveLength(0);
  });

  it('shows only the public facts, whatever else the reply carries', async () => {
    answer(200, {
      data: [
        {
          ...resolved,
          mobileNumber: '9812345678',
          emailId: 'ramesh@example.com',
          uploadedBy: 'operator@nagarnigam.demo',
          description: 'My plot is smaller than assessed',
          documents: [{ id: 'd1', name: 'registry.pdf', url: '/api/files/d1' }],
        },
      ],
    });
    renderApp('/objections/status?objectionId=OBJ-2026-27-000003');
    const card = await screen.findByRole('article', { name: 'Objection OBJ-2026-27-000003' });
    expect(Array.from(card.querySelectorAll('dt'), (term) => term.textContent)).toEqual([
      'Property ID',
      'Owner',
      'Mohalla',
      'Raised on',
      'Remarks',
      'Resolved on',
    ]);
    for (const hidden of [
      /9812345678/,
      /ramesh@example.com/,
      /operator@nagarnigam/,
      /smaller than assessed/,
      /registry/,
    ])
      expect(screen.queryByText(hidden)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answer(200, { data: [rejected] });
    renderApp('/objections/status');
    expect(await screen.findByRole('heading', { level: 1, name: 'आपत्ति की स्थिति' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'आपत्ति खोजें' }));
    expect(screen.getByRole('textbox', { name: /^आपत्ति संख्या/ })).toHaveAccessibleDescription(
      expect.stringContaining('आपत्ति संख्या या संपत्ति आईडी दर्ज करें'),
    );
    await find(/^आपत्ति संख्या/, 'OBJ-2026-27-000002', 'आपत्ति खोजें');
    const card = await screen.findByRole('article', { name: 'आपत्ति OBJ-2026-27-000002' });
    expect(within(card).getByTestId('status')).toHaveTextContent('अस्वीकृत');
    expect(within(card).getByText('कारण')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 आपत्ति मिली');
  });
});
