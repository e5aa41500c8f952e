import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { indiaDate, JALKAL_MESSAGES } from '@ptax/contracts';
import {
  adminSession,
  formEntries,
  geographyApi,
  propertyRecord,
  propertyRow,
} from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import { pendingRequest } from './testFixtures';

jest.setTimeout(60_000);
const FIRST_LOAD = { timeout: 10_000 };
const RAISE = 'POST /api/jalkal';

function renderDetails() {
  const rendered = renderAdmin({
    path: `/admin/properties?show=${propertyRow.propertyUniqueId}`,
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      'POST /api/properties/paginated': { body: { data: [propertyRow], total: 1, page: 1, limit: 10 } },
      'GET /api/properties/viewDetails': { body: { data: propertyRecord } },
      [RAISE]: { status: 201, body: { data: pendingRequest } },
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  const details = await screen.findByRole('region', { name: 'Property details' }, FIRST_LOAD);
  await user.click(await within(details).findByRole('button', { name: 'Water / sewer change' }));
  return screen.findByRole('dialog', { name: 'Request a water / sewer change' });
}

const errorOf = (input: HTMLElement) => {
  const described = input.getAttribute('aria-describedby') ?? '';
  return described
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

describe('raising a jalkal request from a property’s details', () => {
  it('asks for something to change and for evidence before anything is sent', async () => {
    const { api, user } = renderDetails();
    const form = await openForm(user);
    expect(within(form).getByLabelText('Water tax applicable')).toHaveAccessibleDescription('Now: Yes');
    expect(within(form).getByLabelText(/Effective from/)).toHaveValue(indiaDate(Date.now()));
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText(JALKAL_MESSAGES.nothingToChange)).toBeInTheDocument();
    expect(within(form).getByText(JALKAL_MESSAGES.evidenceRequired)).toBeInTheDocument();
    expect(errorOf(within(form).getByLabelText(/^Reason/))).toContain(JALKAL_MESSAGES.reasonRequired);
    expect(api.callsTo(RAISE)).toHaveLength(0);
  });

  it('shows what will change and sends the chosen facts, the reason, the date and the evidence', async () => {
    const { api, user } = renderDetails();
    const form = await openForm(user);
    await user.selectOptions(within(form).getByLabelText('Water tax applicable'), 'No');
    await user.type(within(form).getByLabelText('Source of water'), 'Own borewell');
    const preview = within(form).getByRole('region', { name: 'What will change' });
    expect(within(preview).getByText(/Water tax applicable/)).toHaveTextContent(
      'Water tax applicable: Yes→No',
    );
    await user.type(within(form).getByLabelText(/^Reason/), 'The water connection was cut');
    const letter = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText(/^Evidence/), letter);
    await user.click(within(form).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(api.callsTo(RAISE)).toHaveLength(1));
    expect(formEntries(api.callsTo(RAISE)[0].body)).toEqual({
      propertyUniqueId: propertyRow.propertyUniqueId,
      waterTaxApplicable: 'false',
      sourceOfWater: 'Own borewell',
      reason: 'The water connection was cut',
      effectiveDate: indiaDate(Date.now()),
      documents: letter,
    });
    expect(
      await screen.findByText(`Request ${pendingRequest.jalkalEditId} sent to the water department`),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Request a water / sewer change' }),
      ).not.toBeInTheDocument(),
    );
  });
});
