// Every adapter throws react-admin's HttpError so the UI, the notifications and authProvider.checkError all
// read one shape: the server's sentence as the message, the HTTP status (401 signs the admin out), the body.
import { HttpError, type DataProvider } from 'react-admin';
import { ApiError } from '../../shared/api-fetch';

/** Turns anything an adapter call threw into an HttpError carrying the server's message and status. */
export function toHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof ApiError)
    return new HttpError(
      error.message,
      error.status,
      error.body ?? { error: error.message, details: error.details },
    );
  // Cancelled queries must stay AbortErrors so react-query drops them quietly.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof Error) return new HttpError(error.message, 0, undefined);
  return new HttpError(String(error), 0, undefined);
}

/** Wraps every method of a data provider so its failures come out as HttpError (see toHttpError). */
export function withHttpErrors<T extends DataProvider>(provider: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(provider)) {
    wrapped[name] =
      typeof method === 'function'
        ? async (...args: unknown[]) => {
            try {
              return await (method as (...a: unknown[]) => Promise<unknown>).apply(provider, args);
            } catch (error) {
              throw toHttpError(error);
            }
          }
        : method;
  }
  return wrapped as T;
}
