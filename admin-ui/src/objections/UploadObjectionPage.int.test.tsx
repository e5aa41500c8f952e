import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_DOCUMENT_MESSAGE } from '@ptax/contracts';
import { operatorSession } from '../properties/testFixtures';
import type { FakeHandler } from '../testing/fakeApi';
import { renderAdmin } from '../testing/renderAdmin';
import { DOCUMENTS_TOO_MANY_MESSAGE } from './documentRules';
import { objectionsApi, pendingObjection, PROPERTY_ID } from './testFixtures';

jest.setTimeout(60_000);
const FIRST_LOAD = { timeout: 10_000 };
const UPLOAD = 'POST /api/objection/upload';

function renderUpload(api: Record<string, FakeHandler> = {}) {
  const rendered = renderAdmin({
    path: '/admin/upload-objection',
    token: operatorSession.token,
    api: {
      ...operatorSession.lookup,
      ...objectionsApi,
      [UPLOAD]: { status: 201, body: { data: pendingObjection } },
      ...api,
    },
  });
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const field = (label: string) => screen.getByLabelText(label);
  const errorOf = (label: string) => {
    const described = field(label).getAttribute('aria-describedby') ?? '';
    return described
      .split(' ')
      .map((id) => document.getElementById(id))
      .find((element) => element?.id.endsWith('-error'))?.textContent;
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Upload objection' }));
  return { ...rendered, user, field, errorOf, submit };
}

const loaded = () => screen.findByRole('heading', { name: 'Upload Objection', level: 2 }, FIRST_LOAD);
const pdf = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('Upload Objection', () => {
  it('shows the messages of the schema and sends nothing while the form is wrong', async () => {
    const form = renderUpload();
    await loaded();
    await form.submit();
    await waitFor(() => expect(form.errorOf('Property ID')).toBe('Property ID is required'));
    expect(form.errorOf('Objection')).toBe('Objection is required');
    await form.user.type(form.field('Property ID'), 'LKO-0001');
    await form.user.type(form.field('Objection'), 'abc');
    await waitFor(() =>
      expect(form.errorOf('Property ID')).toBe('Property ID must be exactly 17 characters'),
    );
    expect(form.errorOf('Objection')).toBe('Objection must be at least 5 characters');
    expect(form.api.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('refuses a document that is not a PDF or an image, and more than five', async () => {
    const form = renderUpload();
    await loaded();
    await form.user.upload(form.field('Documents'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => expect(form.errorOf('Documents')).toBe(INVALID_DOCUMENT_MESSAGE));
    await form.user.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    await form.user.upload(
      form.field('Documents'),
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => pdf(`${name}.pdf`)),
    );
    await waitFor(() => expect(form.errorOf('Documents')).toBe(DOCUMENTS_TOO_MANY_MESSAGE));
    await form.submit();
    expect(form.api.callsTo(UPLOAD)).toHaveLength(0);
  });

  it('looks the property up once its ID has 17 characters and shows whose it is', async () => {
    const form = renderUpload();
    await loaded();
    await form.user.type(form.field('Property ID'), PROPERTY_ID.slice(0, 16));
    expect(form.api.callsTo('GET /api/properties')).toHaveLength(0);
    await form.user.type(form.field('Property ID'), PROPERTY_ID.slice(16));
    const found = await screen.findByText('12 Hazratganj', { exact: false });
    expect(found).toHaveTextContent('Owner: Ram Prasad');
    expect(found).toHaveTextContent(`Property: ${PROPERTY_ID}`);
    expect(form.api.callsTo('GET /api/properties')[0].query).toEqual({ propertyUniqueId: PROPERTY_ID });
  });

  it('uploads as multipart with each document, then shows the number and the operator list', async () => {
    const form = renderUpload();
    await loaded();
    await form.user.type(form.field('Property ID'), PROPERTY_ID.toLowerCase());
    await form.user.type(form.field('Objection'), 'The plot area is 900 sq ft, not 1200 sq ft');
    fireEvent.change(form.field('Objection Date'), { target: { value: '2026-04-02' } });
    await form.user.upload(form.field('Documents'), [
      pdf('registry.pdf', 3 * 1024),
      new File(['img'], 'front.png', { type: 'image/png' }),
      pdf('old-bill.pdf'),
    ]);
    const chosen = within(screen.getByRole('list', { name: 'Chosen documents' }));
    expect(chosen.getByText('3.0 KB')).toBeInTheDocument();
    expect(chosen.getByText('3 B')).toBeInTheDocument();
    await form.user.click(screen.getByRole('button', { name: 'Remove old-bill.pdf' }));
    expect(chosen.queryByText('old-bill.pdf')).not.toBeInTheDocument();
    await form.submit();

    await waitFor(() => expect(form.api.callsTo(UPLOAD)).toHaveLength(1));
    const body = form.api.callsTo(UPLOAD)[0].body as FormData;
    expect(body.get('propertyUniqueId')).toBe(PROPERTY_ID.toUpperCase());
    expect(body.get('description')).toBe('The plot area is 900 sq ft, not 1200 sq ft');
    expect(body.get('objectionDate')).toBe('2026-04-02');
    expect(body.getAll('documents').map((file) => (file as File).name)).toEqual([
      'registry.pdf',
      'front.png',
    ]);
    expect(await screen.findByText('Objection OBJ-2026-27-000001 uploaded')).toBeInTheDocument();
    await waitFor(() => expect(form.location.pathname).toBe('/admin/dashboard/operator/objections'));
  });

  it("puts the server's field messages on their fields", async () => {
    const form = renderUpload({
      [UPLOAD]: {
        status: 400,
        body: {
          status: 400,
          message: 'Property not found',
          errors: { propertyUniqueId: 'Property not found' },
        },
      },
    });
    await loaded();
    await form.user.type(form.field('Property ID'), PROPERTY_ID);
    await form.user.type(form.field('Objection'), 'The plot area is wrong');
    await form.submit();
    await waitFor(() => expect(form.errorOf('Property ID')).toBe('Property not found'));
    expect(form.location.pathname).toBe('/admin/upload-objection');
  });
});
