import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls } from '../../shared/fakeApi';
import { renderApp } from '../../testing/renderApp';
import { STATUS_ROW } from './testFixtures';

const ID = STATUS_ROW.selfAssessmentId;
const MOBILE = '9812345678';
const lookup = (id: string, mobile: string) =>
  `GET /api/selfAssessment?${new URLSearchParams({ selfAssessmentId: id, mobileNumber: mobile })}`;
const found = (row = STATUS_ROW) => ({
  [lookup(row.selfAssessmentId, MOBILE)]: { status: 200, body: { data: row } },
});

beforeEach(() => localStorage.clear());

async function findStatus(mobile: string) {
  await userEvent.type(screen.getByLabelText(/^Mobile number/), mobile);
  await userEvent.click(screen.getByRole('button', { name: 'See status' }));
}

describe('the self-assessment status page', () => {
  it('takes the number from the address and shows a submitted self-assessment with its figures', async () => {
    const calls = answerCalls(found());
    renderApp(`/self-assessment/status?selfAssessmentId=${ID}`);
    expect(await screen.findByLabelText(/^Self-assessment number/)).toHaveValue(ID);
    expect(calls).toHaveLength(0);
    await findStatus(MOBILE);
    expect(await screen.findByTestId('status')).toHaveTextContent(
      'Submitted: the Nagar Nigam has not decided yet.',
    );
    expect(calls.map((call) => call.url)).toEqual([
      `/api/selfAssessment?selfAssessmentId=${ID}&mobileNumber=${MOBILE}`,
    ]);
    expect(screen.getByTestId('form')).toHaveTextContent('Form A (residential)');
    expect(screen.getByTestId('place')).toHaveTextContent('Kapoorthala, Aliganj');
    expect(screen.getByTestId('submitted-on')).toHaveTextContent('16-06-2026');
    expect(screen.getByTestId('arv')).toHaveTextContent('₹60,720.00');
    expect(screen.getByTestId('tax')).toHaveTextContent('₹18,520.00');
    expect(screen.queryByTestId('property-id')).not.toBeInTheDocument();
    expect(screen.queryByText(MOBILE)).not.toBeInTheDocument();
  });

  it('asks at once when the address carries both, and links an accepted one to its ledger', async () => {
    const accepted = {
      ...STATUS_ROW,
      status: 'accepted' as const,
      propertyUniqueId: '01003001000000427',
      decidedAt: '2026-07-01T06:00:00.000Z',
    };
    answerCalls(found(accepted));
    renderApp(`/self-assessment/status?selfAssessmentId=${ID}&mobileNumber=${MOBILE}`);
    expect(await screen.findByTestId('status')).toHaveTextContent('Accepted');
    expect(screen.getByTestId('property-id')).toHaveTextContent('01003001000000427');
    expect(screen.getByTestId('decided-on')).toHaveTextContent('01-07-2026');
    expect(screen.getByRole('link', { name: 'View the ledger of this property' })).toHaveAttribute(
      'href',
      '/ledger/01003001000000427',
    );
  });

  it('shows the reason of a rejection', async () => {
    answerCalls(
      found({
        ...STATUS_ROW,
        status: 'rejected',
        rejectionReason: 'Photos do not show the building',
        decidedAt: '2026-07-01T06:00:00.000Z',
      }),
    );
    renderApp(`/self-assessment/status?selfAssessmentId=${ID}&mobileNumber=${MOBILE}`);
    expect(await screen.findByTestId('status')).toHaveTextContent('Rejected by the Nagar Nigam.');
    expect(screen.getByTestId('reason')).toHaveTextContent('Reason: Photos do not show the building');
  });

  it("says plainly when nothing matches the number and mobile number (the server's 404)", async () => {
    answerCalls({
      [lookup(ID, '9000000000')]: {
        status: 404,
        body: { status: 404, message: 'No self-assessment was found for these details' },
      },
    });
    renderApp(`/self-assessment/status?selfAssessmentId=${ID}`);
    await findStatus('9000000000');
    expect(await screen.findByText('No self-assessment was found for these details')).toBeInTheDocument();
    expect(screen.queryByText(/404/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('status')).not.toBeInTheDocument();
  });

  it('checks the fields with the contracts schema and asks nothing while one is wrong', async () => {
    const calls = answerCalls({});
    renderApp('/self-assessment/status');
    await findStatus('12345');
    expect(screen.getByText('Self-assessment number is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Self-assessment number/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls(found());
    renderApp(`/self-assessment/status?selfAssessmentId=${ID}&mobileNumber=${MOBILE}`);
    expect(await screen.findByTestId('status')).toHaveTextContent(
      'जमा किया गया: नगर निगम ने अभी निर्णय नहीं लिया है।',
    );
    expect(screen.getByTestId('form')).toHaveTextContent('फ़ॉर्म A (आवासीय)');
    expect(screen.getByRole('button', { name: 'स्थिति देखें' })).toBeInTheDocument();
  });
});

describe('the ways between the self-assessment pages (issue 12)', () => {
  it('lead from the status page to the form, and from the form to the status page', async () => {
    answerCalls({});
    renderApp('/self-assessment/status');
    await userEvent.click(await screen.findByRole('link', { name: 'Fill in the self-assessment form' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Self Assessment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Check its status' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Self Assessment Status' }),
    ).toBeInTheDocument();
  });
});
