import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@ptax/contracts';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { MASTERS, NIGAM_ROW, tokenFor } from './testFixtures';

const ID = NIGAM_ROW.selfAssessmentId;
const FIRST_PAGE = 'GET /api/selfAssessment/all?page=1&limit=10';
const list = (rows = [NIGAM_ROW], total = rows.length) => ({
  status: 200,
  body: { data: rows, total, page: 1, limit: 10 },
});

beforeEach(() => localStorage.clear());

describe('the officials’ self-assessment list', () => {
  it.each([
    ['no login', null, 'This list is for Nagar Nigam officials. Please log in first.'],
    ['an expired login', tokenFor('nagar_nigam', Date.now() - 1000), 'Please log in first.'],
    ['an operator login', tokenFor('operator'), 'Please log in with a Nagar Nigam account.'],
  ])('with %s shows no data, asks nothing and offers the Nigam Login', async (_case, token, message) => {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const calls = answerCalls({ [FIRST_PAGE]: list() });
    renderApp('/self-assessment/nigam');
    expect(await screen.findByText(new RegExp(message.replace('.', '\\.')))).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nigam Login' }).at(-1)).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(calls).toHaveLength(0);
    expect(screen.queryByText(ID)).not.toBeInTheDocument();
  });

  it('lists with the bearer token, shows the details staff may see and filters by status and place', async () => {
    const token = tokenFor('nagar_nigam');
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const calls = answerCalls({
      ...MASTERS,
      [FIRST_PAGE]: list([NIGAM_ROW], 23),
      'GET /api/selfAssessment/all?status=submitted&zoneId=z1&page=1&limit=10': list([], 0),
    });
    renderApp('/self-assessment/nigam');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('cell', { name: ID })).toBeInTheDocument();
    expect(within(table).getByText('₹60,720.00')).toBeInTheDocument();
    expect(screen.getByText(/23 self-assessments, page 1 of 3/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/selfAssessment/all'))).toMatchObject({
      url: '/api/selfAssessment/all?page=1&limit=10',
      authorization: `Bearer ${token}`,
    });

    await userEvent.click(screen.getByRole('button', { name: `Details ${ID}` }));
    expect(screen.getByText('9812345678')).toBeInTheDocument();
    expect(screen.getByText('Ground floor: 900 sq ft, residential')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Front view' })).toHaveAttribute('href', '/api/files/abc?sig=1');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'submitted');
    await waitFor(() => expect(within(screen.getByLabelText('Zone')).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('Zone'), 'z1');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No self-assessment matches these filters.')).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/selfAssessment/all?status=submitted&zoneId=z1&page=1&limit=10');
  });

  it('accepts a self-assessment and says which property it became', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('nagar_nigam'));
    const accepted = { ...NIGAM_ROW, status: 'accepted', propertyUniqueId: '01003001000000427' };
    const calls = answerCalls({
      [FIRST_PAGE]: list(),
      [`PATCH /api/selfAssessment/accept/${ID}`]: { status: 200, body: { data: accepted } },
    });
    renderApp('/self-assessment/nigam');
    await userEvent.click(await screen.findByRole('button', { name: `Accept ${ID}` }));
    expect(
      await screen.findByText(`${ID} accepted. Property ID 01003001000000427.`, { exact: false }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({
        url: `/api/selfAssessment/accept/${ID}`,
        authorization: expect.stringMatching(/^Bearer /),
      }),
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/selfAssessment/all'))).toHaveLength(2),
    );
  });

  it('rejects only with a reason of at least five characters', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('nagar_nigam'));
    const calls = answerCalls({
      [FIRST_PAGE]: list(),
      [`PATCH /api/selfAssessment/reject/${ID}`]: {
        status: 200,
        body: { data: { ...NIGAM_ROW, status: 'rejected' } },
      },
    });
    renderApp('/self-assessment/nigam');
    await userEvent.click(await screen.findByRole('button', { name: `Reject ${ID}` }));
    const reason = screen.getByLabelText(/^Reason for rejecting/);
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Bad');
    await userEvent.click(screen.getByRole('button', { name: 'Reject self-assessment' }));
    expect(screen.getByText('Reason must be at least 5 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await userEvent.type(reason, ' photos');
    await userEvent.click(screen.getByRole('button', { name: 'Reject self-assessment' }));
    expect(await screen.findByText(`${ID} rejected.`, { exact: false })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({ url: `/api/selfAssessment/reject/${ID}`, body: { reason: 'Bad photos' } }),
    ]);
  });

  it('asks for a login again when the server no longer takes the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('nagar_nigam'));
    answerCalls({ [FIRST_PAGE]: { status: 401, body: { status: 401, message: 'Token expired' } } });
    renderApp('/self-assessment/nigam');
    expect(await screen.findByText(/Please log in first\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    localStorage.setItem(TOKEN_STORAGE_KEY, tokenFor('nagar_nigam'));
    answerCalls({ [FIRST_PAGE]: list() });
    renderApp('/self-assessment/nigam');
    expect(await screen.findByRole('button', { name: `स्वीकार करें ${ID}` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सूची छाँटें' })).toBeInTheDocument();
    expect(screen.getByText('फ़ॉर्म A (आवासीय)')).toBeInTheDocument();
  });
});
