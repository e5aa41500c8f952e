import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../testing/renderAdmin';
import { adminSession, formEntries, geographyApi, propertyRecord, propertyRow } from './testFixtures';

jest.setTimeout(60_000);

const ADD = 'POST /api/properties/add';
const NEW_ID = 'LKO-0001-0002-999';

function renderAdd() {
  const rendered = renderAdmin({
    path: '/admin/properties/add',
    token: adminSession.token,
    api: {
      ...adminSession.lookup,
      ...geographyApi,
      [ADD]: { status: 201, body: { data: { ...propertyRecord, id: NEW_ID, propertyUniqueId: NEW_ID } } },
      'POST /api/properties/paginated': { body: { data: [propertyRow], total: 1, page: 1, limit: 10 } },
      'GET /api/properties/viewDetails': {
        body: { data: { ...propertyRecord, id: NEW_ID, propertyUniqueId: NEW_ID } },
      },
    },
  });
  // The file pickers offer images only; the form must still refuse another type that gets through.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const input = (label: string) => screen.getByLabelText(label);
  const fill = async (label: string, text: string) => {
    await user.clear(input(label));
    await user.click(input(label));
    await user.paste(text);
  };
  /** Picks an option by its text, once it is there (masters load after the page). */
  const choose = async (label: string, option: string) => {
    const select = input(label);
    await within(select).findByText(option);
    await user.selectOptions(select, option);
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Save' }));
  const error = (label: string) => {
    const described = input(label).getAttribute('aria-describedby');
    return described ? document.getElementById(described)?.textContent : undefined;
  };
  return { ...rendered, user, input, fill, choose, save, error };
}

type Form = ReturnType<typeof renderAdd>;

const image = (name: string, type = 'image/jpeg') => new File(['image'], name, { type });

async function fillValidProperty(form: Form) {
  const { fill, choose, user, input } = form;
  await fill('Owner Name', 'Ram Prasad');
  await fill("Husband's Name", 'Mohan Lal');
  await fill('Mobile Number', '9876543210');
  await fill('Property Address', '12 Hazratganj');
  await choose('Zone', 'Zone 1');
  await choose('Ward', '11 - Aliganj');
  await choose('Mohalla', 'Kapoorthala');
  await fill('House Number', '12');
  await choose('House Category', 'Residential');
  await choose('Occupancy Status', 'Self Occupied');
  await choose('Construction Type', 'RCC / RBC');
  await choose('Road Type', 'Pucca');
  await fill('Road Width (m)', '9');
  await fill('Plot Area (sq ft)', '1200');
  await fill('Construction Year', '2005');
  await fill('Old ARV (₹)', '12000.50');
  await choose('House Tax Applicable', 'Yes');
  await choose('Water Tax Applicable', 'Yes');
  await choose('Sewerage Connection Available', 'No');
  await user.upload(input('Building Image (Front)'), image('front.jpg'));
  await user.upload(input('Building Image (Right)'), image('right.png', 'image/png'));
  await user.upload(input('Building Image (Left)'), image('left.webp', 'image/webp'));
}

describe('Add Property', () => {
  it('shows the owner form in titled sections', async () => {
    renderAdd();
    expect(await screen.findByLabelText('Owner Name', {}, { timeout: 10_000 })).toHaveAttribute(
      'placeholder',
      'Enter Owner Name',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Owner', 'Location', 'Assessment', 'Flags', 'Floors', 'Documents']);
  });

  it('refuses an empty form with the messages of SPEC section 5 and sends nothing', async () => {
    const form = renderAdd();
    await screen.findByLabelText('Owner Name', {}, { timeout: 10_000 });
    await form.save();
    await waitFor(() => expect(form.error('Owner Name')).toBe('Owner name is required'));
    expect(form.error("Father's Name")).toBe('Father name is required when husband name is empty');
    expect(form.error("Husband's Name")).toBe('Husband name is required when father name is empty');
    expect(form.error('Zone')).toBe('Zone is required');
    expect(form.error('Mohalla')).toBe('Mohalla is required');
    expect(form.error('House Category')).toBe('House category is required');
    expect(form.error('Plot Area (sq ft)')).toBe('Plot area is required');
    expect(form.error('House Tax Applicable')).toBe('Select whether house tax is applicable');
    expect(form.error('Water Tax Applicable')).toBe('Select whether water tax is applicable');
    expect(form.error('Sewerage Connection Available')).toBe(
      'Select whether a sewerage connection is available',
    );
    expect(form.error('Building Image (Front)')).toBe('Front view image is required');
    expect(form.error('Building Image (Right)')).toBe('Right view image is required');
    expect(form.error('Building Image (Left)')).toBe('Left view image is required');
    expect(form.api.callsTo(ADD)).toHaveLength(0);
  });

  it('requires the category and sub-category of a nonresidential property', async () => {
    const form = renderAdd();
    await screen.findByLabelText('Owner Name', {}, { timeout: 10_000 });
    expect(screen.queryByLabelText('Property Category')).not.toBeInTheDocument();
    await form.choose('House Category', 'Non-Residential');
    await form.save();
    await waitFor(() => expect(form.error('Property Category')).toBe('Property Category is required'));
    expect(form.error('Property Sub-Category')).toBe('Property Sub-Category is required');

    await form.choose('Property Category', 'Shops');
    await form.choose('Property Sub-Category', 'Small shop');
    await waitFor(() => expect(form.error('Property Category')).toBeUndefined());
    expect(form.error('Property Sub-Category')).toBeUndefined();
  });

  it('caps the disability percentage at 100 and asks for the proofs of the concessions', async () => {
    const form = renderAdd();
    await screen.findByLabelText('Owner Name', {}, { timeout: 10_000 });
    await form.choose('Owner is Disabled', 'Yes');
    await form.fill('Disability Percentage', '101');
    await form.choose('Ex-Defence Personnel Widow', 'Yes');
    await form.save();
    await waitFor(() =>
      expect(form.error('Disability Percentage')).toBe('Max disability percentage can be 100%'),
    );
    expect(form.error('Disability Document Proof')).toBe('Disability document proof is required');
    expect(form.error('Ex-Defence Widow Document Proof')).toBe('Ex-defence widow document proof is required');
  });

  it('needs a father or a husband name, either one', async () => {
    const form = renderAdd();
    await screen.findByLabelText('Owner Name', {}, { timeout: 10_000 });
    await form.save();
    await waitFor(() =>
      expect(form.error("Father's Name")).toBe('Father name is required when husband name is empty'),
    );
    await form.fill("Father's Name", 'Shyam Prasad');
    await form.user.tab();
    await waitFor(() => expect(form.error("Father's Name")).toBeUndefined());
  });

  it("refuses a building image that is not an image with 'Not a valid image type'", async () => {
    const form = renderAdd();
    await screen.findByLabelText('Owner Name', {}, { timeout: 10_000 });
    await form.user.upload(
      form.input('Building Image (Front)'),
      new File(['%PDF'], 'front.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(form.error('Building Image (Front)')).toBe('Not a valid image type'));
    await form.user.upload(form.input('Building Image (Front)'), image('front.gif', 'image/gif'));
    await waitFor(() => expect(form.error('Building Image (Front)')).toBeUndefined());
  });

  it('sends a valid property as multipart to POST properties/add, floors as JSON, then opens its details', async () => {
    const form = renderAdd();
    await screen.findByLabelText('Owner Name', {}, { timeout: 10_000 });
    await fillValidProperty(form);
    await form.user.click(screen.getByRole('button', { name: 'Add' }));
    await form.fill('Floor Number', '0');
    await form.choose('Rent Type', 'Rented');
    await form.choose('Rent Usage', 'Non-Residential');
    await form.choose('Floor Type', 'RCC / RBC');
    await form.choose('Category', 'Shops');
    await form.choose('Sub-Category', 'Showroom');
    await form.fill('Area (sq ft)', '450.5');
    await form.save();

    await waitFor(() => expect(form.api.callsTo(ADD)).toHaveLength(1));
    const sent = formEntries(form.api.callsTo(ADD)[0].body);
    const { buildingImageFront, buildingImageRight, buildingImageLeft, floors, ...fields } = sent;
    expect(fields).toEqual({
      ownerName: 'Ram Prasad',
      husbandName: 'Mohan Lal',
      mobileNumber: '9876543210',
      propertyAddress: '12 Hazratganj',
      zoneId: 'z1',
      wardId: 'w1',
      mohallaId: 'm1',
      houseNumber: '12',
      houseCategory: 'residential',
      occupancyStatus: 'self_occupied',
      constType: 'rcc_rbc',
      roadType: 'pucca',
      roadWidth: '9',
      plotArea: '1200',
      constructionYear: '2005',
      oldArv: '12000.5',
      houseTaxApplicable: 'true',
      waterTaxApplicable: 'true',
      sewerageConnectionAvailable: 'false',
    });
    expect(JSON.parse(floors as string)).toEqual([
      {
        floorNumber: 0,
        rentType: 'rented',
        rentUsage: 'nonresidential',
        type: 'rcc_rbc',
        category: 3,
        subCategory: 2,
        areaSqft: 450.5,
      },
    ]);
    expect((buildingImageFront as File).name).toBe('front.jpg');
    expect((buildingImageRight as File).name).toBe('right.png');
    expect((buildingImageLeft as File).name).toBe('left.webp');

    await waitFor(() => expect(form.location.pathname).toBe('/admin/properties'));
    expect(form.location.search).toBe(`?show=${NEW_ID}`);
    const details = await screen.findByRole('region', { name: 'Property details' });
    expect(within(details).getByText(`Property ${NEW_ID}`)).toBeInTheDocument();
  });

  it('puts the server’s field messages on the fields', async () => {
    const form = renderAdd();
    await screen.findByLabelText('Owner Name', {}, { timeout: 10_000 });
    form.api.on(ADD, {
      status: 400,
      body: {
        status: 400,
        message: 'Mobile number is not valid',
        errors: { mobileNumber: 'Mobile number is not valid' },
      },
    });
    await fillValidProperty(form);
    await form.save();
    await waitFor(() => expect(form.error('Mobile Number')).toBe('Mobile number is not valid'));
    expect(form.location.pathname).toBe('/admin/properties/add');
  });
});
