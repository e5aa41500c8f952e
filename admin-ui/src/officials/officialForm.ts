import { loginTypeName, OFFICIAL_LOGIN_TYPES, officialAddSchema, officialEditSchema } from '@ptax/contracts';
import { validateWith } from '../components/schemaValidation';

/** SPEC section 5, official: the add form, and the edit form without password and login type. */
export const validateOfficialAdd = validateWith(officialAddSchema);
export const validateOfficialEdit = validateWith(officialEditSchema);

/** POST officials: the add form's fields, as the schema reads them. */
export const officialAddPayload = (values: Record<string, unknown>) =>
  officialAddSchema.parse(values) as Record<string, unknown>;

/** PATCH officials: the edit form's fields and the official's id, which names them. */
export const officialEditPayload = (values: Record<string, unknown>) => ({
  id: values.id,
  ...(officialEditSchema.parse(values) as Record<string, unknown>),
});

/** Officials sign in as nagar_nigam or jalkal (operators have their own master). */
/** Login types by name (react-admin translates the English name on a Hindi screen). */
export const LOGIN_TYPE_CHOICES = OFFICIAL_LOGIN_TYPES.map((id) => ({ id, name: loginTypeName(id, 'en') }));

/** A ward of the ward master as a choice. */
export const wardText = (ward: { ward_no?: number; ward_fullname?: string; name?: string }) =>
  [ward.ward_no, ward.ward_fullname ?? ward.name].filter((part) => part !== undefined).join(' - ');

export const OFFICIAL_TEXT = {
  list: 'Officials',
  add: 'Add Official',
  edit: 'Edit Official',
  added: 'Official added successfully',
  edited: 'Official edited successfully',
  deleted: 'Official deleted successfully',
  deleteTitle: 'Delete Official',
  deleteContent: 'Delete %{name}? They will no longer be able to sign in; their history is kept.',
  delete: 'Delete',
  allZones: 'All zones',
  allWards: 'All wards',
} as const;
