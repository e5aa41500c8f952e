import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '@ptax/contracts';
import { HttpError } from './errors';

export type ErrorLogger = (error: unknown, context: { method: string; path: string }) => void;

/** Unknown /api routes answer 404 in the one error shape. */
export const apiNotFound: RequestHandler = (req, res) => {
  const body: ApiErrorBody = {
    status: 404,
    message: `No such call: ${req.method} ${req.originalUrl.split('?')[0]}`,
  };
  res.status(404).json(body);
};

export const INVALID_VALUE_MESSAGE = 'A value in the request is not valid';

/** PostgreSQL's class 22 ("data exception": a value out of range, not a number, bad text): the input's fault. */
const isDataException = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
};

/** The only place an error becomes a response: never a stack trace to the client. */
export function errorHandler(log: ErrorLogger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const body = toErrorBody(error);
    // A data exception is still logged: it means a check is missing before the database.
    if (body.status >= 500 || isDataException(error))
      log(error, { method: req.method, path: req.originalUrl });
    res.status(body.status).json(body);
  };
}

function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  // body-parser marks malformed JSON and oversize bodies with a client status.
  const status = (error as { status?: unknown; type?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (error as { type?: unknown }).type;
    const message = type === 'entity.parse.failed' ? 'Malformed JSON body' : (error as Error).message;
    return { status, message };
  }
  if (isDataException(error)) return { status: 400, message: INVALID_VALUE_MESSAGE };
  return { status: 500, message: 'Server Error' };
}
