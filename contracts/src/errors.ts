// SPEC section 8 and ARCHITECTURE.md "API": the one error body every failed call returns.
export interface ApiErrorBody {
  status: number;
  message: string;
  /** Form validation: field name -> the spec's exact message, so the form shows it on the field. */
  errors?: Record<string, string>;
}

export const CLIENT_ERROR_TEXT = {
  notFound: 'Resource not found',
  server: 'Server Error',
  noResponse: 'No response received from the server',
  requestFailed: 'Request failed',
  base: 'Something went wrong',
} as const;

/** How a client turns a failed call into the message of its thrown error: '{status}: {message}'. */
export type FailedCall =
  | { kind: 'reply'; status: number; body: unknown }
  | { kind: 'noReply' }
  | { kind: 'other'; message?: string };

export function clientErrorMessage(failure: FailedCall): string {
  if (failure.kind === 'noReply') return CLIENT_ERROR_TEXT.noResponse;
  if (failure.kind === 'other') return failure.message || CLIENT_ERROR_TEXT.requestFailed;
  const body = (failure.body ?? {}) as Partial<ApiErrorBody>;
  const status = typeof body.status === 'number' ? body.status : failure.status;
  const fallback = failure.status === 404 ? CLIENT_ERROR_TEXT.notFound : CLIENT_ERROR_TEXT.server;
  return `${status}: ${typeof body.message === 'string' && body.message ? body.message : fallback}`;
}
