import { HttpError } from '../http/errors';

/** 409 with the message on the field too, so the form shows it where the duplicate was typed. */
export const duplicate = (field: string, message: string) =>
  new HttpError(409, message, { [field]: message });

/** 400 with the message on the field (a reference to something that does not exist, a frozen field). */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, message, { [field]: message });
