import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/renderAdmin';
import { adminSession, formEntries, geographyApi, propertyRecord, propertyRow } from './testFixtures';

jest.setTimeout(60_000);

const ID = 'LKO-0001-0002-003';
const EDIT = `PATCH /api/properties/edit/${ID}`;

function renderEdit() {
  const rendered = renderAdmin({
    path: `/admin/properties/edit/${ID}`,
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      'GET /api/properties/viewDetails': { body: { data: propertyRecord } },
      [EDIT]: { body: { data: { ...propertyRecord, ownerName: 'Ram Prasad Gupta' } } },
      'POST /api/properties/paginated': { body: { data: [propertyRow], total: 1, page: 1, limit: 10 } },
    },
  });
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const input = (label: string) => screen.getByLabelText(label);
  const error = (label: string) => {
    const described = input(label).getAttribute('aria-describedby');
    return described ? document.getElementById(described)?.textContent : undefined;
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...rendered, user, input, error, save };
}

const loaded = () => screen.findByDisplayValue('Ram Prasad', {}, { timeout: 10_000 });

describe('Edit Property', () => {
  it('loads the property with GET properties/viewDetails into the same form, old ARV in rupees', async () => {
    const { api, input } = renderEdit();
    await loaded();
    expect(api.callsTo('GET /api/properties/viewDetails')[0].query).toEqual({ propertyUniqueId: ID });
    expect(input('Property ID')).toHaveValue(ID);
    expect(input('Property ID')).toHaveAttribute('readonly');
    expect(input('Old ARV (₹)')).toHaveValue('12000');
    expect(input('Area (sq ft)')).toHaveValue('900');
    await waitFor(() => expect(input('Mohalla')).toHaveValue('m1'));
    expect(input('Zone')).toHaveValue('z1');
    expect(input('House Tax Applicable')).toHaveValue('true');
    expect(input('Sewerage Connection Available')).toHaveValue('false');
    // Images are kept unless new ones are chosen: not required when editing.
    expect(input('Building Image (Front)')).not.toHaveAttribute('aria-describedby');
    expect(screen.getAllByText('Current file kept')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Owner',
      'Location',
      'Assessment',
      'Flags',
      'Floors',
      'Documents',
    ]);
  });

  it('saves with PATCH properties/edit/{id} as multipart, keeping the stored images, then shows the property', async () => {
    const form = renderEdit();
    await loaded();
    await waitFor(() => expect(form.input('Mohalla')).toHaveValue('m1'));
    await form.user.clear(form.input('Owner Name'));
    await form.user.type(form.input('Owner Name'), 'Ram Prasad Gupta');
    await form.user.clear(form.input('House Number'));
    await form.save();

    await waitFor(() => expect(form.api.callsTo(EDIT)).toHaveLength(1));
    const sent = formEntries(form.api.callsTo(EDIT)[0].body);
    expect(sent).toMatchObject({
      ownerName: 'Ram Prasad Gupta',
      fatherName: 'Shyam Prasad',
      zoneId: 'z1',
      wardId: 'w1',
      mohallaId: 'm1',
      houseCategory: 'residential',
      oldArv: '12000',
      houseTaxApplicable: 'true',
      sewerageConnectionAvailable: 'false',
      // Emptied by the user: sent empty so that the server clears it.
      houseNumber: '',
    });
    expect(JSON.parse(sent.floors as string)).toEqual([
      {
        propertyPremiseId: 'premise-1',
        floorNumber: 0,
        rentType: 'self',
        rentUsage: 'residential',
        type: 'rcc_rbc',
        areaSqft: 900,
      },
    ]);
    expect(sent).not.toHaveProperty('buildingImageFront');
    expect(sent).not.toHaveProperty('propertyUniqueId');
    expect(sent).not.toHaveProperty('images');

    await waitFor(() => expect(form.location.pathname).toBe('/admin/properties'));
    expect(form.location.search).toBe(`?show=${ID}`);
  });

  it('sends a newly chosen building image and refuses one that is not an image', async () => {
    const form = renderEdit();
    await loaded();
    await form.user.upload(
      form.input('Building Image (Right)'),
      new File(['x'], 'right.txt', { type: 'text/plain' }),
    );
    await waitFor(() => expect(form.error('Building Image (Right)')).toBe('Not a valid image type'));
    await form.save();
    expect(form.api.callsTo(EDIT)).toHaveLength(0);

    await form.user.upload(
      form.input('Building Image (Right)'),
      new File(['x'], 'right.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(form.error('Building Image (Right)')).toBeUndefined());
    await form.save();
    await waitFor(() => expect(form.api.callsTo(EDIT)).toHaveLength(1));
    const sent = formEntries(form.api.callsTo(EDIT)[0].body);
    expect((sent.buildingImageRight as File).name).toBe('right.png');
    expect(sent).not.toHaveProperty('buildingImageFront');
  });

  it('applies the edit variant of the rules: nonresidential needs its category', async () => {
    const form = renderEdit();
    await loaded();
    await form.user.selectOptions(form.input('House Category'), 'Non-Residential');
    await form.save();
    await waitFor(() => expect(form.error('Property Category')).toBe('Property Category is required'));
    expect(form.error('Property Sub-Category')).toBe('Property Sub-Category is required');
    expect(within(screen.getByRole('main')).queryByText('Plot area is required')).not.toBeInTheDocument();
    expect(form.api.callsTo(EDIT)).toHaveLength(0);
  });
});
