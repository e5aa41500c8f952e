import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMARKS_MIN_MESSAGE } from '@ptax/contracts';
import { adminSession } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import { objectionsApi, pendingObjection, PROPERTY_ID } from './testFixtures';

// The first render compiles and loads the page's chunk: slow on a shared machine.
jest.setTimeout(60_000);
const FIRST_LOAD = { timeout: 10_000 };

const LIST = 'GET /api/objection';
const RESOLVED = 'GET /api/objection/resolved';
const SUMMARY = 'GET /api/objection/summary';
const REJECT = `PATCH /api/objection/reject/${pendingObjection.id}`;
const RESOLVE = 'PATCH /api/properties/resolveObjection';
const NUMBER = pendingObjection.objectionId;

function renderDashboard(api: Record<string, FakeHandler> = {}) {
  const rendered = renderAdmin({
    path: '/admin/dashboard/objections',
    token: adminSession.token,
    api: { ...adminSession.lookup, ...objectionsApi, ...api },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

type Api = ReturnType<typeof renderDashboard>['api'];
const lastCall = (api: Api, route: string) => api.callsTo(route).at(-1);
const rowOf = async (number: string) =>
  (await screen.findByText(number, {}, FIRST_LOAD)).closest('tr') as HTMLElement;
const errorOf = (input: HTMLElement) => {
  const described = input.getAttribute('aria-describedby');
  return described ? document.getElementById(described)?.textContent : undefined;
};
const figure = (summary: HTMLElement, label: string) => within(summary).getByText(label).nextSibling;

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: `Open objection ${NUMBER}` }, FIRST_LOAD));
  return screen.findByRole('region', { name: 'Objection details' });
}

describe('the objections dashboard of a nagar_nigam official', () => {
  it('lists the pending objections with GET objection and shows the counts of objection/summary', async () => {
    const { api } = renderDashboard();
    const row = await rowOf(NUMBER);
    expect(within(row).getByText(PROPERTY_ID)).toBeInTheDocument();
    expect(within(row).getByText('Ram Prasad')).toBeInTheDocument();
    expect(within(row).getByText('Kapoorthala')).toBeInTheDocument();
    expect(within(row).getByText('Operator')).toBeInTheDocument();
    expect(within(row).getByText('02-04-2026')).toBeInTheDocument();
    expect(within(row).getByText('03-04-2026 11:00')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(lastCall(api, LIST)?.query).toEqual({
      page: '1',
      limit: '10',
      sort: 'uploadedAt',
      order: 'DESC',
      objectionStatus: 'pending',
    });

    const summary = await screen.findByRole('region', { name: 'Objection summary' });
    await waitFor(() => expect(figure(summary, 'Total')).toHaveTextContent('17'));
    expect(figure(summary, 'Pending')).toHaveTextContent('9');
    expect(figure(summary, 'Rejected')).toHaveTextContent('3');
    expect(figure(summary, 'Resolved')).toHaveTextContent('5');
    expect(figure(summary, 'By uploader: Official')).toHaveTextContent('4');
    expect(figure(summary, 'By uploader: Operator')).toHaveTextContent('11');
    expect(figure(summary, 'By uploader: Citizen')).toHaveTextContent('2');
    expect(lastCall(api, SUMMARY)?.query).toEqual({});
  });

  it('sends the filters of the All tab to the list, and all but the status to the summary', async () => {
    const { api, user } = renderDashboard();
    await rowOf(NUMBER);
    await user.click(screen.getByRole('tab', { name: 'All' }));
    const filters = await screen.findByRole('search', { name: 'Objection filters' });
    const field = (label: string) => within(filters).getByLabelText(label);
    await user.selectOptions(field('Status'), 'Rejected');
    await user.selectOptions(field('Uploader Type'), 'Citizen');
    fireEvent.change(field('Objection Date'), { target: { value: '2026-04-02' } });
    fireEvent.change(field('Raised From'), { target: { value: '2026-04-01' } });
    fireEvent.change(field('Raised To'), { target: { value: '2026-04-30' } });
    await user.type(field('Property ID'), PROPERTY_ID);
    await within(field('Zone')).findByText('Zone 1');
    await user.selectOptions(field('Zone'), 'Zone 1');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));

    const sent = {
      uploaderType: 'citizen',
      objectionDate: '2026-04-02',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      propertyUniqueId: PROPERTY_ID,
      zoneId: 'z1',
    };
    await waitFor(() =>
      expect(lastCall(api, LIST)?.query).toMatchObject({ ...sent, objectionStatus: 'rejected' }),
    );
    await waitFor(() => expect(lastCall(api, SUMMARY)?.query).toEqual(sent));
  });

  it('reads the Resolved tab from objection/resolved with the resolved date range', async () => {
    const { api, user } = renderDashboard();
    await rowOf(NUMBER);
    await user.click(screen.getByRole('tab', { name: 'Resolved' }));
    const row = await rowOf('OBJ-2026-27-000002');
    expect(within(row).getByText('Resolved')).toBeInTheDocument();
    expect(within(row).getByText('10-04-2026 11:30')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Objection filters' });
    expect(within(filters).queryByLabelText('Status')).not.toBeInTheDocument();
    fireEvent.change(within(filters).getByLabelText('Resolved From'), { target: { value: '2026-04-05' } });
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastCall(api, RESOLVED)?.query).toMatchObject({ startDate: '2026-04-05' }));
    // The export selects by the day raised: it cannot follow a resolved range.
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription(
      'The spreadsheet selects objections by the day they were raised: clear the resolved dates to export.',
    );
  });

  it('exports GET objection/export with the tab and the filters in force', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:download');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api, user } = renderDashboard({ 'GET /api/objection/export': { body: 'xlsx' } });
    const fakeFetch = window.fetch;
    window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await fakeFetch(input, init);
      return Object.assign(response, { blob: async () => new Blob([await response.text()]) });
    }) as typeof window.fetch;
    await rowOf(NUMBER);
    const filters = screen.getByRole('search', { name: 'Objection filters' });
    await user.selectOptions(within(filters).getByLabelText('Uploader Type'), 'Operator');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastCall(api, LIST)?.query).toMatchObject({ uploaderType: 'operator' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toEqual(['objections-pending.xlsx']));
    expect(api.callsTo('GET /api/objection/export')[0].query).toEqual({
      objectionStatus: 'pending',
      uploaderType: 'operator',
      lang: 'en',
    });
    jest.restoreAllMocks();
  });

  it('shows an objection with its documents and rejects it with the reason given', async () => {
    const rejected = {
      ...pendingObjection,
      status: 'rejected',
      rejectionReason: 'No proof of the area',
      rejectedAt: '2026-04-12T05:30:00.000Z',
    };
    const { api, user } = renderDashboard({ [REJECT]: { body: { data: rejected } } });
    const details = await openDetails(user);
    expect(within(details).getByRole('heading', { name: `Objection ${NUMBER}` })).toBeInTheDocument();
    expect(within(details).getByText('The plot area is 900 sq ft, not 1200 sq ft')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'registry.pdf' })).toHaveAttribute(
      'href',
      pendingObjection.documents[0].url,
    );

    await user.click(within(details).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject objection ${NUMBER}` });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText('Reason'))).toBe('Reason is required'));
    expect(api.callsTo(REJECT)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'No proof of the area');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo(REJECT)).toHaveLength(1));
    expect(api.callsTo(REJECT)[0].body).toEqual({ reason: 'No proof of the area' });
    expect(await screen.findByText(`Objection ${NUMBER} rejected`)).toBeInTheDocument();
    const updated = await screen.findByRole('region', { name: 'Objection details' });
    expect(within(updated).getByText('No proof of the area')).toBeInTheDocument();
    // The Reject button is gone: the keyboard goes on from the heading.
    await waitFor(() =>
      expect(within(updated).getByRole('heading', { name: `Objection ${NUMBER}` })).toHaveFocus(),
    );
    expect(within(updated).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    // The list and the summary are read again.
    await waitFor(() => expect(api.callsTo(SUMMARY).length).toBeGreaterThan(1));
  });

  it('resolves with remarks and a correction of the property, then says what it changed', async () => {
    const resolved = {
      objection: { ...pendingObjection, status: 'resolved', resolutionRemarks: 'Area measured on site' },
      reassessed: true,
      demandReplaced: true,
    };
    const { api, user } = renderDashboard({ [RESOLVE]: { body: { data: resolved } } });
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: `Resolve objection ${NUMBER}` }, FIRST_LOAD);
    const field = (label: string) => within(dialog).getByLabelText(label);
    await user.type(field('Remarks'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(errorOf(field('Remarks'))).toBe(REMARKS_MIN_MESSAGE));
    expect(api.callsTo(RESOLVE)).toHaveLength(0);

    await user.type(field('Remarks'), ': area measured on site');
    await user.click(within(dialog).getByRole('checkbox', { name: "Correct the property's assessment" }));
    // The stored values of properties/viewDetails, to correct from.
    expect(field('Plot Area (sq ft)')).toHaveValue('1200');
    await user.clear(field('Plot Area (sq ft)'));
    await user.type(field('Plot Area (sq ft)'), '900');
    await user.selectOptions(field('Construction Type'), 'Other Pucca');
    await user.clear(field('Area (sq ft)'));
    await user.type(field('Area (sq ft)'), '850');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(api.callsTo(RESOLVE)).toHaveLength(1));
    const [call] = api.callsTo(RESOLVE);
    expect(call.query).toEqual({ propertyUniqueId: PROPERTY_ID });
    // The edit form's fields as PATCH properties/edit/{id} takes them: the stored ones, corrected.
    expect(call.body).toMatchObject({
      objectionId: NUMBER,
      remarks: 'abc: area measured on site',
      plotArea: 900,
      constType: 'other_pucca',
      floors: [
        {
          propertyPremiseId: 'premise-1',
          floorNumber: 0,
          rentType: 'self',
          rentUsage: 'residential',
          type: 'rcc_rbc',
          areaSqft: 850,
        },
      ],
      ownerName: 'Ram Prasad',
      fatherName: 'Shyam Prasad',
      zoneId: 'z1',
      wardId: 'w1',
      mohallaId: 'm1',
      houseCategory: 'residential',
      occupancyStatus: 'self_occupied',
      houseTaxApplicable: true,
      oldArv: 12000,
    });
    expect(call.body).not.toHaveProperty('propertyUniqueId');
    expect(call.body).not.toHaveProperty('correct');
    const outcome = await within(await screen.findByRole('region', { name: 'Objection details' })).findByRole(
      'status',
    );
    expect(outcome).toHaveTextContent(`Objection ${NUMBER} resolved`);
    expect(outcome).toHaveTextContent('The property was reassessed.');
    expect(outcome).toHaveTextContent("This year's demand was replaced.");
    expect(screen.getByRole('link', { name: "Open the property's ledger" })).toHaveAttribute(
      'href',
      `/admin/properties?show=${PROPERTY_ID}`,
    );
  });

  it('resolves without a correction by sending the number and the remarks only', async () => {
    const { api, user } = renderDashboard({
      [RESOLVE]: {
        body: {
          data: {
            objection: { ...pendingObjection, status: 'resolved' },
            reassessed: false,
            demandReplaced: false,
          },
        },
      },
    });
    const details = await openDetails(user);
    await user.click(within(details).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('dialog', { name: `Resolve objection ${NUMBER}` }, FIRST_LOAD);
    await user.type(within(dialog).getByLabelText('Remarks'), 'Explained the assessment to the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.callsTo(RESOLVE)).toHaveLength(1));
    expect(api.callsTo(RESOLVE)[0].body).toEqual({
      objectionId: NUMBER,
      remarks: 'Explained the assessment to the owner',
    });
    const outcome = await within(screen.getByRole('region', { name: 'Objection details' })).findByRole(
      'status',
    );
    expect(outcome).toHaveTextContent('The property was not reassessed.');
    expect(outcome).toHaveTextContent('The demand was not changed.');
  });

  it('uploads from the dashboard in a dialog, the operator area being closed to officials', async () => {
    const { user, location } = renderDashboard();
    await rowOf(NUMBER);
    await user.click(screen.getByRole('button', { name: 'Upload objection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Objection' });
    expect(within(dialog).getByLabelText('Property ID')).toBeInTheDocument();
    expect(location.pathname).toBe('/admin/dashboard/objections');
  });

  it("is where the official's sidebar entry Objections leads", async () => {
    const { user, location } = renderDashboard();
    await rowOf(NUMBER);
    await user.click(screen.getByRole('menuitem', { name: 'Objections' }));
    await waitFor(() => expect(location.pathname).toBe('/admin/dashboard/objections'));
  });

  it('speaks Hindi', async () => {
    const { user } = renderDashboard();
    await rowOf(NUMBER);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'हिंदी' }));
    expect(await screen.findByRole('tab', { name: 'लंबित' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'निस्तारित' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आपत्तियों का सारांश' })).toBeInTheDocument();
    expect(screen.getByText('आपत्ति संख्या')).toBeInTheDocument();
    expect(within(await rowOf(NUMBER)).getByText('लंबित')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आपत्ति अपलोड करें' })).toBeInTheDocument();
  });
});
