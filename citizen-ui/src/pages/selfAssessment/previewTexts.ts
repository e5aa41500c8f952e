import type { TaxHeadName } from '@ptax/contracts';
import type { Lang } from '../../i18n/messages';

// The live tax preview and the confirmation after submitting (/self-assessment).

export interface PreviewTexts {
  heading: string;
  fillIn: string;
  arv: string;
  totalTax: string;
  year: (financialYear: string) => string;
  summary: (arv: string, total: string) => string;
  floorsHeading: string;
  land: string;
  taxesHeading: string;
  taxNames: Record<TaxHeadName, string>;
  notLevied: string;
  updating: string;
  estimate: string;
  flagsAssumed: string;
  floorsLeftOut: (count: number) => string;
  confirmation: {
    title: string;
    number: string;
    keep: string;
    form: string;
    financialYear: string;
    submittedOn: string;
    arv: string;
    tax: string;
    status: string;
  };
}

export const PREVIEW_TEXTS: Record<Lang, PreviewTexts> = {
  en: {
    heading: 'Your tax this year',
    fillIn: 'To see the tax, fill in:',
    arv: 'Annual rental value (ARV)',
    totalTax: 'Total tax for the year',
    year: (financialYear) => `Financial year ${financialYear}`,
    summary: (arv, total) => `ARV ${arv}, total tax ${total}`,
    floorsHeading: 'How the ARV is worked out',
    land: 'Open land',
    taxesHeading: 'Taxes on the ARV',
    taxNames: { house: 'House tax', water: 'Water tax', sewer: 'Sewer tax' },
    notLevied: 'Not levied',
    updating: 'Updating…',
    estimate:
      "Worked out with this year's rates of your mohalla. The Nagar Nigam confirms the figures when it accepts your self-assessment.",
    flagsAssumed: 'Taxes you have not answered yet are counted as applicable.',
    floorsLeftOut: (count) =>
      count === 1
        ? 'One floor is not complete yet and is not counted.'
        : `${count} floors are not complete yet and are not counted.`,
    confirmation: {
      title: 'Self-assessment submitted',
      number: 'Your self-assessment number',
      keep: 'Keep this number. You need it, with the mobile number you gave, to see the decision of the Nagar Nigam.',
      form: 'Form',
      financialYear: 'Financial year',
      submittedOn: 'Submitted on',
      arv: 'Self-assessed ARV',
      tax: 'Tax for the year',
      status: 'See the status of this self-assessment',
    },
  },
  hi: {
    heading: 'इस वर्ष आपका कर',
    fillIn: 'कर देखने के लिए ये भरें:',
    arv: 'वार्षिक किराया मूल्य (ARV)',
    totalTax: 'वर्ष का कुल कर',
    year: (financialYear) => `वित्तीय वर्ष ${financialYear}`,
    summary: (arv, total) => `ARV ${arv}, कुल कर ${total}`,
    floorsHeading: 'ARV की गणना',
    land: 'रिक्त भूमि',
    taxesHeading: 'ARV पर कर',
    taxNames: { house: 'गृह कर', water: 'जल कर', sewer: 'सीवर कर' },
    notLevied: 'लागू नहीं',
    updating: 'कर फिर से निकाला जा रहा है…',
    estimate: 'आपके मोहल्ले की इस वर्ष की दरों से गणना। स्व-मूल्यांकन स्वीकार करते समय नगर निगम आँकड़ों की पुष्टि करता है।',
    flagsAssumed: 'जिन करों का उत्तर अभी नहीं दिया गया, उन्हें लागू माना गया है।',
    floorsLeftOut: (count) => `${count} तल अभी अधूरे हैं और गिने नहीं गए।`,
    confirmation: {
      title: 'स्व-मूल्यांकन जमा हो गया',
      number: 'आपकी स्व-मूल्यांकन संख्या',
      keep: 'यह संख्या सँभाल कर रखें। नगर निगम का निर्णय देखने के लिए यह संख्या और आपका दिया मोबाइल नंबर चाहिए।',
      form: 'फ़ॉर्म',
      financialYear: 'वित्तीय वर्ष',
      submittedOn: 'जमा करने की तिथि',
      arv: 'स्व-निर्धारित ARV',
      tax: 'वर्ष का कर',
      status: 'इस स्व-मूल्यांकन की स्थिति देखें',
    },
  },
};
