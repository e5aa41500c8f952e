import { OBJECTION_STATUSES, UPLOADER_TYPES } from '@ptax/contracts';
import { statusKey, uploaderKey } from './texts';

// The fixed options of the objection filters: values as the API takes them, names as translation keys.

export const STATUS_CHOICES = OBJECTION_STATUSES.map((status) => ({ id: status, name: statusKey(status) }));
export const UPLOADER_CHOICES = UPLOADER_TYPES.map((type) => ({ id: type, name: uploaderKey(type) }));
