import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { LANG_STORAGE_KEY } from '../../i18n/I18nProvider';
import { answerCalls, type Call } from '../../shared/fakeApi';
import { rupees } from '../../shared/money';
import { renderApp } from '../../testing/renderApp';
import { BIGGER_ASSESSMENT, EXAMPLE_ASSESSMENT, MASTERS, PREVIEW_ROUTE, SUBMITTED } from './testFixtures';

const image = (name = 'front.jpg', type = 'image/jpeg', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

const field = (label: string | RegExp) =>
  screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label}`) : label);

// Filling the whole form is many steps on a busy two-core machine.

let user: UserEvent;
beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ applyAccept: false });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

type Routes = Record<string, { status: number; body: unknown }>;

/** The page over the fake API; `routes` are the replies, which a test may change as it goes. */
async function open(more: Routes = {}) {
  const routes: Routes = {
    ...MASTERS,
    [PREVIEW_ROUTE]: { status: 200, body: { data: EXAMPLE_ASSESSMENT } },
    ...more,
  };
  const calls = answerCalls(routes);
  const { unmount } = renderApp('/self-assessment');
  await screen.findByRole('heading', { level: 1, name: 'Self Assessment' });
  return { calls, routes, unmount };
}

/** Pasted, not typed key by key: the whole form re-checks on every change, slow in jsdom. */
async function type(label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

async function choosePlace() {
  await waitFor(() => expect(within(field('Zone')).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(field('Zone'), 'z1');
  await waitFor(() => expect(within(field('Ward')).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(field('Ward'), 'w1');
  await waitFor(() => expect(within(field('Mohalla')).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(field('Mohalla'), 'm1');
}

async function describeHouse() {
  await choosePlace();
  await user.click(screen.getByRole('radio', { name: 'Residential' }));
  await type('Plot area', '1200');
  await user.selectOptions(field('Construction type'), 'rcc_rbc');
  await type('Road width', '9');
  await type('Year of construction', '2012');
}

async function fillEverything() {
  await type('Owner name', 'Sunita Devi');
  await type("Husband's name", 'Ramesh Kumar');
  await type('Mobile number', '9812345678');
  await type('Property address', '12 Kapoorthala, Lucknow');
  await describeHouse();
  await user.selectOptions(field('Occupancy'), 'self_occupied');
  await user.click(screen.getByRole('radio', { name: 'Pucca' }));
  for (const group of [
    'Is house tax applicable?',
    'Is water tax applicable?',
    'Is there a sewer connection?',
  ])
    await user.click(
      within(screen.getByRole('group', { name: new RegExp(`^${group.replace('?', '\\?')}`) })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
  await user.selectOptions(field('Occupied by'), 'self');
  await user.selectOptions(field('Use'), 'residential');
  await user.selectOptions(field('Construction of the floor'), 'rcc_rbc');
  await type('Covered area', '1000');
  await user.upload(field('Photo from the front'), image('front.jpg'));
  await user.upload(field('Photo from the right'), image('right.png', 'image/png'));
  await user.upload(field('Photo from the left'), image('left.webp', 'image/webp'));
}

const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST');

describe('the self-assessment form', () => {
  it("shows the spec's message when a required field is left, and on submit goes to the first wrong field sending nothing", async () => {
    const { calls } = await open();
    await user.click(field('Owner name'));
    await user.tab();
    expect(screen.getByText('Owner name is required')).toBeInTheDocument();
    expect(field('Owner name')).toHaveAccessibleDescription('Owner name is required');
    await type('Mobile number', '12345');
    await user.tab();
    expect(screen.getByText('Mobile number is not valid')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit self-assessment' }));
    expect(field('Owner name')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked in red.');
    expect(screen.getByText('Photo from the front is required')).toBeInTheDocument();
    expect(screen.getByText('Select whether house tax is applicable')).toBeInTheDocument();
    expect(screen.getByText('Covered area is required')).toBeInTheDocument();
    // Issue 12: every message names the field as its label does, never as the API does.
    expect(screen.getByText('Occupied by is required')).toBeInTheDocument();
    expect(field('Occupied by')).toHaveAccessibleDescription('Occupied by is required');
    expect(
      screen.queryByText(/Rent type|Rent usage|Floor type|House category|view image/),
    ).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("asks for the father's or the husband's name until one of them is given", async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Submit self-assessment' }));
    expect(field("Father's name")).toHaveAccessibleDescription(
      "Give the father's name or the husband's name",
    );
    expect(field("Husband's name")).toHaveAccessibleDescription(
      "Give the father's name or the husband's name",
    );
    await type("Husband's name", 'Ramesh Kumar');
    expect(screen.queryByText("Give the father's name or the husband's name")).not.toBeInTheDocument();
  });

  it('says Form C for a non-residential property and then asks for its category and sub-category', async () => {
    const { calls } = await open();
    await user.click(screen.getByRole('radio', { name: 'Residential' }));
    expect(screen.getByTestId('form-kind')).toHaveTextContent('Form A (residential)');
    await user.click(screen.getByRole('radio', { name: 'Non-residential' }));
    expect(screen.getByTestId('form-kind')).toHaveTextContent('Form C (non-residential)');
    await user.click(screen.getByRole('button', { name: 'Submit self-assessment' }));
    expect(screen.getByText('Property category is required')).toBeInTheDocument();
    expect(screen.getByText('Property sub-category is required')).toBeInTheDocument();
    await waitFor(() => expect(within(field('Property category')).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(field('Property category'), '4');
    await user.selectOptions(field('Property sub-category'), 'Small shop (× 2)');
    expect(screen.queryByText('Property category is required')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/categories')).toHaveLength(1);
  });

  it('adds a floor above the last one and removes a floor, keeping what the others say', async () => {
    await open();
    const floors = () => screen.getAllByRole('group', { name: /^Floor entry/ });
    expect(floors()).toHaveLength(1);
    await user.selectOptions(field('Use'), 'residential');
    await type('Covered area', '900');
    await user.click(screen.getByRole('button', { name: 'Add a floor' }));
    expect(floors()).toHaveLength(2);
    expect(floors()[1]).toHaveAccessibleName('Floor entry 2 — Floor 1');
    expect(within(floors()[1]).getByLabelText(/^Floor number/)).toHaveFocus();
    expect(within(floors()[1]).getByLabelText(/^Use/)).toHaveValue('residential');
    await user.click(within(floors()[1]).getByLabelText(/^Covered area/));
    await user.paste('700');
    await user.click(screen.getByRole('button', { name: 'Remove floor entry 1' }));
    expect(floors()).toHaveLength(1);
    expect(floors()[0]).toHaveAccessibleName('Floor entry 1 — Floor 1');
    expect(within(floors()[0]).getByLabelText(/^Covered area/)).toHaveValue('700');
    expect(screen.getByRole('button', { name: 'Add a floor' })).toHaveFocus();
  });

  it('refuses a file that is not an image type or is over the limit, and shows a chosen photo with its size', async () => {
    await open();
    await user.upload(
      field('Photo from the front'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('Not a valid image type')).toBeInTheDocument();
    expect(screen.queryByText(/^notes\.txt/)).not.toBeInTheDocument();
    await user.upload(field('Photo from the right'), image('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('An image can be at most 5 MB')).toBeInTheDocument();
    await user.upload(field('Photo from the front'), image('front.jpg', 'image/jpeg', 1536));
    expect(screen.queryByText('Not a valid image type')).not.toBeInTheDocument();
    expect(screen.getByText('front.jpg, 1.5 KB')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview: Photo from the front' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });

  it('previews this year’s tax as the property is described, and again when it changes', async () => {
    const { calls, routes } = await open();
    expect(screen.getByTestId('tax-preview')).toHaveTextContent('To see the tax, fill in:');
    await describeHouse();
    expect(await screen.findByTestId('preview-arv')).toHaveTextContent('₹60,720.00');
    expect(screen.getByTestId('preview-tax')).toHaveTextContent('₹18,520.00');
    expect(screen.getByText(/^Sewer tax: 3% x ₹60,720/)).toBeInTheDocument();
    const asked = new URL(
      calls.filter((call) => call.url.includes('taxCalculations')).at(-1)!.url,
      'http://x',
    );
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      mohallaId: 'm1',
      houseCategory: 'residential',
      constType: 'rcc_rbc',
      plotArea: '1200',
      roadWidth: '9',
      constructionYear: '2012',
      floors: '[]',
    });

    routes[PREVIEW_ROUTE] = { status: 200, body: { data: BIGGER_ASSESSMENT } };
    await user.selectOptions(field('Occupied by'), 'self');
    await user.selectOptions(field('Use'), 'residential');
    await type('Covered area', '2000');
    await waitFor(() => expect(screen.getByTestId('preview-arv')).not.toHaveTextContent('₹60,720.00'));
    const last = new URL(
      calls.filter((call) => call.url.includes('taxCalculations')).at(-1)!.url,
      'http://x',
    );
    expect(JSON.parse(last.searchParams.get('floors')!)).toEqual([
      { floorNumber: 0, rentType: 'self', usage: 'residential', areaSqft: 2000 },
    ]);
    const [arv, total] = [rupees(BIGGER_ASSESSMENT.arvPaise), rupees(BIGGER_ASSESSMENT.totalTaxPaise)];
    expect(screen.getByTestId('preview-arv')).toHaveTextContent(arv);
    // Read out once it settles: the new ARV and total, not every step of the explanation.
    expect(screen.getByText(`ARV ${arv}, total tax ${total}`)).toHaveAttribute('role', 'status');
  });

  it('sends the form as multipart, floors as JSON text and the photos as files, then shows the number to keep', async () => {
    const { calls } = await open({ 'POST /api/selfAssessment': { status: 201, body: { data: SUBMITTED } } });
    await fillEverything();
    await user.click(screen.getByRole('button', { name: 'Submit self-assessment' }));

    expect(await screen.findByTestId('self-assessment-id')).toHaveTextContent('SA-2026-27-000042');
    const body = posts(calls)[0].body as FormData;
    expect(posts(calls)[0].url).toBe('/api/selfAssessment');
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('ownerName')).toBe('Sunita Devi');
    expect(body.get('husbandName')).toBe('Ramesh Kumar');
    expect(body.has('fatherName')).toBe(false);
    expect(body.get('mobileNumber')).toBe('9812345678');
    expect(body.get('mohallaId')).toBe('m1');
    expect(body.get('plotArea')).toBe('1200');
    expect(body.get('houseTaxApplicable')).toBe('true');
    expect(JSON.parse(body.get('floors') as string)).toEqual([
      { floorNumber: 0, rentType: 'self', rentUsage: 'residential', type: 'rcc_rbc', areaSqft: 1000 },
    ]);
    expect((body.get('buildingImageFront') as File).name).toBe('front.jpg');
    expect((body.get('buildingImageLeft') as File).name).toBe('left.webp');
    expect(body.has('ownerId')).toBe(false);

    expect(screen.getByRole('heading', { name: 'Self-assessment submitted' })).toHaveFocus();
    expect(screen.getByText(/^Keep this number/)).toBeInTheDocument();
    expect(screen.getByTestId('form')).toHaveTextContent('Form A (residential)');
    expect(screen.getByTestId('arv')).toHaveTextContent('₹60,720.00');
    expect(screen.getByTestId('tax')).toHaveTextContent('₹18,520.00');
    expect(screen.getByRole('link', { name: 'See the status of this self-assessment' })).toHaveAttribute(
      'href',
      '/self-assessment/status?selfAssessmentId=SA-2026-27-000042',
    );
  });

  it("puts the server's field errors on their fields", async () => {
    const refusal = {
      status: 400,
      message: 'Front view image is required',
      errors: { buildingImageFront: 'Not a valid image type' },
    };
    await open({ 'POST /api/selfAssessment': { status: 400, body: refusal } });
    await fillEverything();
    await user.click(screen.getByRole('button', { name: 'Submit self-assessment' }));
    expect(await screen.findByText('Not a valid image type')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('400: Front view image is required');
    expect(field('Photo from the front')).toHaveFocus();
  });

  it('speaks Hindi, its field messages too', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls(MASTERS);
    renderApp('/self-assessment');
    await user.click(await screen.findByLabelText(/^स्वामी का नाम/));
    await user.tab();
    expect(screen.getByText('स्वामी का नाम: यह जानकारी आवश्यक है')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इस वर्ष आपका कर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्व-मूल्यांकन जमा करें' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('स्वामी का नाम दर्ज करें')).toBeInTheDocument();
  });

  it("offers the category master's Hindi names in Hindi", async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'hi');
    answerCalls(MASTERS);
    renderApp('/self-assessment');
    await user.click(await screen.findByRole('radio', { name: 'अनावासीय' }));
    expect(await screen.findByRole('option', { name: 'दुकानें और स्टॉल' })).toBeInTheDocument();
    const category = screen
      .getByRole('option', { name: 'दुकानें और स्टॉल' })
      .closest('select') as HTMLSelectElement;
    await user.selectOptions(category, '4');
    expect(screen.getByRole('option', { name: 'छोटी दुकान (× 2)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Shops|Small/ })).not.toBeInTheDocument();
  });
});

describe('the self-assessment form on a phone (issue 12)', () => {
  it("marks the father's-or-husband's pair once, as a group, not each field", async () => {
    await open();
    const group = screen.getByRole('group', { name: /^Father's or husband's name/ });
    expect(within(group).getByText('*')).toBeInTheDocument();
    for (const label of ["Father's name", "Husband's name"]) {
      expect(field(label).closest('.field')?.querySelector('.field__required')).toBeNull();
      expect(field(label)).not.toHaveAttribute('required');
    }
  });

  it('opens the number keypad for number fields', async () => {
    await open();
    await choosePlace();
    for (const [label, mode] of [
      ['Plot area', 'decimal'],
      ['Road width', 'decimal'],
      ['Year of construction', 'numeric'],
      ['Floor number', 'numeric'],
      ['Covered area', 'decimal'],
      ['Latitude', 'decimal'],
    ]) {
      expect([label, field(label).getAttribute('inputmode')]).toEqual([label, mode]);
      expect(field(label)).toHaveAttribute('pattern');
    }
    expect(field('Mobile number')).toHaveAttribute('inputmode', 'tel');
  });

  it('takes a mobile number written "+91 98391 11222"', async () => {
    await open();
    await type('Mobile number', '+91 98391 11222');
    await user.tab();
    expect(field('Mobile number')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what was typed through a reload, but not the photos, and forgets it once submitted', async () => {
    const first = await open();
    await type('Owner name', 'Sunita Devi');
    await type("Husband's name", 'Ramesh Kumar');
    await type('Plot area', '1200');
    await user.upload(field('Photo from the front'), image('front.jpg'));
    expect(localStorage.getItem('ptax.citizen.selfAssessmentDraft')).toContain('Sunita Devi');
    expect(localStorage.getItem('ptax.citizen.selfAssessmentDraft')).not.toContain('front.jpg');
    first.unmount();

    const again = await open();
    expect(field('Owner name')).toHaveValue('Sunita Devi');
    expect(field("Husband's name")).toHaveValue('Ramesh Kumar');
    expect(field('Plot area')).toHaveValue('1200');
    expect(screen.getByText(/What you typed earlier on this device has been kept/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the form' }));
    expect(field('Owner name')).toHaveValue('');
    expect(localStorage.getItem('ptax.citizen.selfAssessmentDraft')).toBeNull();
    again.unmount();

    await open({ 'POST /api/selfAssessment': { status: 201, body: { data: SUBMITTED } } });
    await fillEverything();
    await user.click(screen.getByRole('button', { name: 'Submit self-assessment' }));
    expect(await screen.findByTestId('self-assessment-id')).toHaveTextContent('SA-2026-27-000042');
    expect(localStorage.getItem('ptax.citizen.selfAssessmentDraft')).toBeNull();
  }, 90_000);
});
