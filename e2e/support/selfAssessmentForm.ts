// The self-assessment form (/self-assessment) filled in as a citizen does, by label, in either
// language: a residential house with one floor and the three photos; and the tax its preview shows.
import type { Page } from 'playwright-core';
import type { Lang } from './citizen';
import type { ImageFile } from './images';

const WORDS = {
  en: {
    text: {
      ownerName: 'Owner name',
      fatherName: "Father's name",
      mobileNumber: 'Mobile number',
      emailId: 'Email',
      propertyAddress: 'Property address',
      houseNumber: 'House number',
      plotArea: 'Plot area (sq ft)',
      roadWidth: 'Road width (metres)',
      constructionYear: 'Year of construction',
    },
    places: ['Zone', 'Ward', 'Mohalla'],
    choices: [
      ['Construction type', 'RCC / RBC'],
      ['Occupancy', 'Self-occupied'],
    ],
    radios: [
      ['Use of the property', 'Residential'],
      ['Road type', 'Pucca'],
      ['Is house tax applicable?', 'Yes'],
      ['Is water tax applicable?', 'Yes'],
      ['Is there a sewer connection?', 'No'],
    ],
    floor: 'Floor entry 1',
    floorChoices: [
      ['Occupied by', 'The owner'],
      ['Use', 'Residential'],
      ['Construction of the floor', 'RCC / RBC'],
    ],
    coveredArea: 'Covered area (sq ft)',
    photos: ['Photo from the front', 'Photo from the right', 'Photo from the left'],
    preview: 'Your tax this year',
    totalTax: 'total tax',
  },
  hi: {
    text: {
      ownerName: 'स्वामी का नाम',
      fatherName: 'पिता का नाम',
      mobileNumber: 'मोबाइल नंबर',
      emailId: 'ईमेल',
      propertyAddress: 'संपत्ति का पता',
      houseNumber: 'मकान नंबर',
      plotArea: 'भूखंड का क्षेत्रफल (वर्ग फुट)',
      roadWidth: 'सड़क की चौड़ाई (मीटर)',
      constructionYear: 'निर्माण का वर्ष',
    },
    places: ['ज़ोन', 'वार्ड', 'मोहल्ला'],
    choices: [
      ['निर्माण का प्रकार', 'आरसीसी / आरबीसी'],
      ['अधिभोग', 'स्वयं के उपयोग में'],
    ],
    radios: [
      ['संपत्ति का उपयोग', 'आवासीय'],
      ['सड़क का प्रकार', 'पक्की'],
      ['क्या गृह कर लागू है?', 'हाँ'],
      ['क्या जल कर लागू है?', 'हाँ'],
      ['क्या सीवर कनेक्शन है?', 'नहीं'],
    ],
    floor: 'तल प्रविष्टि 1',
    floorChoices: [
      ['किसके उपयोग में', 'स्वामी'],
      ['उपयोग', 'आवासीय'],
      ['तल का निर्माण', 'आरसीसी / आरबीसी'],
    ],
    coveredArea: 'आच्छादित क्षेत्रफल (वर्ग फुट)',
    photos: ['सामने से फ़ोटो', 'दाईं ओर से फ़ोटो', 'बाईं ओर से फ़ोटो'],
    preview: 'इस वर्ष आपका कर',
    totalTax: 'कुल कर',
  },
};

export type FormText = Record<keyof (typeof WORDS)['en']['text'], string>;

export interface House {
  text: FormText;
  /** Which zone, ward and mohalla of their lists (1 = the first after 'Select ...'). */
  placeIndex: number;
  /** The front, right and left photos. */
  photos: ImageFile[];
}

/** Zone, then ward, then mohalla: each list loads once the one above is chosen. */
async function choosePlace(page: Page, lang: Lang, index: number) {
  for (const name of WORDS[lang].places)
    await page.getByRole('combobox', { name, exact: true }).selectOption({ index });
}

async function answerQuestions(page: Page, lang: Lang) {
  const w = WORDS[lang];
  for (const [name, option] of w.choices)
    await page.getByRole('combobox', { name, exact: true }).selectOption({ label: option });
  for (const [question, answer] of w.radios)
    await page
      .getByRole('group', { name: question, exact: true })
      .getByRole('radio', { name: answer, exact: true })
      .check();
}

/** The first floor row: the ground floor (the form's default), lived in by the owner. */
async function describeGroundFloor(page: Page, lang: Lang) {
  const w = WORDS[lang];
  const floor = page.getByRole('group', { name: new RegExp(`^${w.floor}`) });
  for (const [name, option] of w.floorChoices)
    await floor.getByRole('combobox', { name, exact: true }).selectOption({ label: option });
  await floor.getByRole('textbox', { name: w.coveredArea, exact: true }).fill('900');
}

/** Every required field of a residential house with one floor, and the three photos. */
export async function fillSelfAssessment(page: Page, lang: Lang, house: House): Promise<void> {
  const w = WORDS[lang];
  for (const [field, label] of Object.entries(w.text))
    await page.getByRole('textbox', { name: label, exact: true }).fill(house.text[field as keyof FormText]);
  await choosePlace(page, lang, house.placeIndex);
  await answerQuestions(page, lang);
  await describeGroundFloor(page, lang);
  for (const [index, label] of w.photos.entries())
    await page.getByLabel(label).setInputFiles(house.photos[index]);
}

/** The preview once it has settled (it reads out the total): this year's ARV and tax, as shown. */
export async function previewedFigures(page: Page, lang: Lang): Promise<{ arv: string; tax: string }> {
  const w = WORDS[lang];
  const preview = page.getByRole('complementary', { name: w.preview, exact: true });
  await preview.getByRole('status').getByText(w.totalTax).waitFor();
  return {
    arv: await preview.getByTestId('preview-arv').innerText(),
    tax: await preview.getByTestId('preview-tax').innerText(),
  };
}
