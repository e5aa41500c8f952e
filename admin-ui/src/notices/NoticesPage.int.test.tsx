import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordedCall } from '../testing/fakeApi';
import { adminSession, formEntries, geographyApi } from '../properties/testFixtures';
import { renderAdmin } from '../testing/renderAdmin';
import type { NoticeJob } from './noticesApi';

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(60_000);

const COUNT = 'GET /api/properties/notices/count';
const GENERATE = 'POST /api/properties/generateBulkNotice';
const JOBS = 'GET /api/properties/notices/jobs';
const JOB = 'GET /api/properties/notices/jobs/job-1';
const CANCEL = 'PATCH /api/properties/notices/jobs/job-1/cancel';
const NOTICES = 'GET /api/properties/notices';

const job = (overrides: Partial<NoticeJob> = {}): NoticeJob => ({
  id: 'job-1',
  noticeType: 'demand',
  language: 'hi',
  zoneId: 'z1',
  wardId: 'w1',
  mohallaId: null,
  sheetName: null,
  minimumDuesPaise: 0,
  noticeDate: '2026-11-26',
  payBy: '2026-12-11',
  financialYear: '2026-27',
  requestedBy: 'admin@nagarnigam.demo',
  status: 'queued',
  cancelRequested: false,
  total: 204,
  done: 0,
  issued: 0,
  skipped: 0,
  lastError: null,
  createdAt: '2026-11-26T05:00:00.000Z',
  finishedAt: null,
  parts: [],
  skippedByReason: null,
  ...overrides,
});

const PART = {
  part: 1,
  notices: 100,
  pages: 100,
  bytes: 412_345,
  firstNumber: 'DN-2026-27-000001',
  lastNumber: 'DN-2026-27-000100',
  url: '/api/files/notices/5f0c6a52-6a6f-4d1b-9a1e-2d0b6a5b7c11?expires=1&signature=abc',
  fileName: 'notices-DN-2026-27-000001-to-DN-2026-27-000100.pdf',
};

const issued = {
  id: 'n-1',
  noticeNumber: 'DN-2026-27-000001',
  noticeType: 'demand',
  propertyUniqueId: '01011001000001X',
  ownerName: 'Ramesh Kumar',
  wardName: '11 - Aliganj',
  noticeDate: '2026-11-26',
  payBy: '2026-12-11',
  totalPaise: 1_234_567,
};

function renderNotices(readings: NoticeJob[] = []) {
  const followed = [...readings];
  const rendered = renderAdmin({
    path: '/admin/properties/notices',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      [COUNT]: { body: { data: { total: 204 } } },
      [GENERATE]: { status: 201, body: { data: { ...job(), invalid: [] } } },
      [JOBS]: { body: { data: [], total: 0, page: 1, limit: 5 } },
      // Each reading of the job answers its next state, then the last one again.
      [JOB]: () => ({ body: { data: followed.length > 1 ? followed.shift() : followed[0] } }),
      [CANCEL]: { body: { data: job({ status: 'running', cancelRequested: true, done: 100, issued: 100 }) } },
      [NOTICES]: (call: RecordedCall) => ({
        body: { data: call.query.noticeType === 'recovery' ? [] : [issued], total: 1, page: 1, limit: 10 },
      }),
    },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

async function chooseWard(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('region', { name: 'Generate notices' }, { timeout: 15_000 });
  const zone = within(form).getByLabelText('Zone');
  await within(zone).findByText('Zone 1');
  await user.selectOptions(zone, 'Zone 1');
  const ward = within(form).getByLabelText('Ward');
  await within(ward).findByText('11 - Aliganj');
  await user.selectOptions(ward, '11 - Aliganj');
  return form;
}

describe('Notices', () => {
  it("counts a ward's properties, starts only after a confirmation, follows the job and offers its PDFs", async () => {
    const { api, user } = renderNotices([
      job({ status: 'running', done: 100, issued: 100, parts: [PART] }),
      job({
        status: 'completed',
        done: 204,
        issued: 203,
        skipped: 1,
        parts: [PART],
        skippedByReason: { nothingDue: 1 },
      }),
    ]);
    const form = await chooseWard(user);
    await user.click(within(form).getByRole('button', { name: 'Generate notices' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Generate demand notices?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('204 properties of 11 - Aliganj owe at least ₹0');
    expect(api.callsTo(COUNT)[0].query).toEqual({
      noticeType: 'demand',
      language: 'hi',
      zoneId: 'z1',
      wardId: 'w1',
    });
    expect(api.callsTo(GENERATE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const progress = await screen.findByRole('region', { name: 'Notice job' });
    expect(api.callsTo(GENERATE)[0].body).toEqual({
      noticeType: 'demand',
      language: 'hi',
      zoneId: 'z1',
      wardId: 'w1',
    });
    expect(within(progress).getByRole('status')).toHaveTextContent('0 of 204 properties done');

    await waitFor(() =>
      expect(within(progress).getByRole('status')).toHaveTextContent('100 of 204 properties done (49%)'),
    );
    const link = within(progress).getByRole('link', {
      name: /Part 1: DN-2026-27-000001 to DN-2026-27-000100/,
    });
    expect(link).toHaveAttribute('href', PART.url);
    expect(link).toHaveAttribute('download', PART.fileName);

    await waitFor(() => expect(within(progress).getByLabelText('Status')).toHaveTextContent('Completed'));
    expect(within(progress).getByRole('status')).toHaveTextContent('Notices issued: 203 · Skipped: 1');
    expect(within(progress).getByText('Nothing due: 1')).toBeInTheDocument();
    expect(within(progress).queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
  });

  it('cancels a running job only after a confirmation', async () => {
    const { api, user } = renderNotices([job({ status: 'running', done: 100, issued: 100, parts: [PART] })]);
    const form = await chooseWard(user);
    await user.click(within(form).getByRole('button', { name: 'Generate notices' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const progress = await screen.findByRole('region', { name: 'Notice job' });
    // The start's confirmation is gone once the job's own controls can be reached.
    await user.click(await within(progress).findByRole('button', { name: 'Cancel job' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel this notice job?')).toBeInTheDocument();
    expect(api.callsTo(CANCEL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo(CANCEL)).toHaveLength(1));
    // Asked once: the button stays disabled while the job finishes its part.
    await waitFor(() => expect(within(progress).getByRole('button', { name: 'Cancel job' })).toBeDisabled());
    expect(await screen.findByText('The job will stop after the part it is writing.')).toBeInTheDocument();
  });

  it('sends a sheet of property IDs as multipart, with the notice type, and no place', async () => {
    const { api, user } = renderNotices([job({ sheetName: 'ward-11.xlsx', zoneId: null, wardId: null })]);
    const form = await screen.findByRole('region', { name: 'Generate notices' }, { timeout: 15_000 });
    await user.selectOptions(within(form).getByLabelText('Notice type'), 'Recovery notice');
    const sheet = new File(['xlsx'], 'ward-11.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(within(form).getByLabelText('Or a sheet of property IDs'), sheet);
    await user.click(within(form).getByRole('button', { name: 'Generate notices' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Every property listed in ward-11.xlsx that owes at least ₹1,00,000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo(GENERATE)).toHaveLength(1));
    const { file, ...fields } = formEntries(api.callsTo(GENERATE)[0].body);
    expect((file as File).name).toBe('ward-11.xlsx');
    expect(fields).toEqual({ noticeType: 'recovery', language: 'hi' });
    expect(api.callsTo(COUNT)).toHaveLength(0);
  });

  it('says so, and starts nothing, when no property of the place owes anything', async () => {
    const { api, user } = renderNotices();
    api.on(COUNT, { body: { data: { total: 0 } } });
    const form = await chooseWard(user);
    await user.click(within(form).getByRole('button', { name: 'Generate notices' }));
    expect(await screen.findByText('No property with dues matches this choice.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(GENERATE)).toHaveLength(0);
  });

  it('lists the notices issued with their numbers, owners and amounts', async () => {
    const { api, user } = renderNotices();
    const list = await screen.findByRole('region', { name: 'Notices issued' }, { timeout: 15_000 });
    expect(await within(list).findByText('DN-2026-27-000001')).toBeInTheDocument();
    expect(within(list).getByText('Ramesh Kumar')).toBeInTheDocument();
    expect(within(list).getByText('₹12,345.67')).toBeInTheDocument();
    expect(api.callsTo(NOTICES)[0].query).toMatchObject({ page: '1', limit: '10' });

    const filters = within(list).getByRole('search', { name: 'Notice filters' });
    await user.selectOptions(within(filters).getByLabelText('Notice type'), 'Recovery notice');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo(NOTICES).at(-1)?.query).toMatchObject({ noticeType: 'recovery' }));
    expect(await within(list).findByText('No records available')).toBeInTheDocument();
  });
});
