import { arrearsCorrectionSchema } from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';
import { financialYearChoices } from '../demand/demandApi';
import { isFile } from '../properties/propertyFiles';
import { withoutBlanks } from '../payments/submit';

// Arrears correction (SPEC sections 3 and 5): a year's arrears replaced by the revised taxes, in rupees.

export const validateArrears = validateWith(arrearsCorrectionSchema);

/** The years before the current one, the latest first: arrears are the dues of past years. */
const ARREARS_YEARS_BACK = 10;
export const arrearsYearChoices = () => financialYearChoices({ yearsBack: ARREARS_YEARS_BACK }).slice(2);

/** POST properties/correctArrear/{id}, multipart: the checked fields as text and the optional document. */
export function arrearsPayload(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(withoutBlanks(arrearsCorrectionSchema.parse(values))))
    form.append(name, String(value));
  if (isFile(values.document)) form.append('document', values.document);
  return form;
}
