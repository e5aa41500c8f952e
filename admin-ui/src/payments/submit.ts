import { useNotify } from 'react-admin';

type Errors = Record<string, string>;

/** The field messages of a 400 reply (`errors: { field: message }`), if the failure carries them. */
export function serverFieldErrors(error: unknown): Errors | undefined {
  const body = (error as { body?: { errors?: unknown } } | null)?.body;
  const errors = body?.errors;
  return errors && typeof errors === 'object' ? (errors as Errors) : undefined;
}

/**
 * A react-admin form's onSubmit around a server call (pessimistic: nothing changes until the server
 * answers): a failure is a toast with the server's message, and its field messages go on the fields.
 */
export function useServerSubmit<V>(action: (values: V) => Promise<void>) {
  const notify = useNotify();
  return async (values: V): Promise<Errors | undefined> => {
    try {
      await action(values);
      return undefined;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return serverFieldErrors(error);
    }
  };
}

/** Form values as the API takes them: blank, null and absent values left out. */
export const withoutBlanks = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
