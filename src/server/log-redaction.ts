// What the log may say of a request: its URL redacted, and an answer the client cut short not written as an error.
// Mobile numbers are personal data: the shop's own calls never put one
// in a URL (tracking and the customer view send it in a body), but a page of the back office opened by its
// address (/admin/customers/01012345678/show) or a caller's own query may still carry one, so any run of digits
// shaped like a mobile number is replaced before the line is written.
import type { FastifyRequest } from 'fastify';
import { latinDigits } from '../shared/digits';

/** 10 to 15 digits, after an optional `+` (also percent-encoded) and with spaces, dots or dashes between. */
const PHONE_LIKE = /(?:\+|%2B)?(?<!\d)\d(?:[ .-]|%20)?(?:\d(?:[ .-]|%20)?){8,13}\d(?!\d)/gi;

/** Arabic-Indic and Persian digits as a browser sends them in a URL (UTF-8, percent-encoded). */
const ENCODED_EASTERN_DIGIT = /%D9%A([0-9])|%DB%B([0-9])/gi;

/**
 * A URL as the log may keep it: every phone-like run of digits replaced by `[mobile]`, whether written in Latin,
 * Arabic-Indic or Persian digits (the shop accepts all three); the Eastern digits left are logged as Latin.
 */
export function redactUrl(url: string): string {
  return latinDigits(url)
    .replace(ENCODED_EASTERN_DIGIT, (_, arabic?: string, persian?: string) => arabic ?? persian ?? '')
    .replace(PHONE_LIKE, '[mobile]');
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's logMethod hook: an answer cut short because the shopper closed the page or the connection (compression
 * reports it as an error, "premature close") is written at info level, not error: it is not the shop's fault,
 * and an owner reading the error log should only find what needs them.
 */
export function logMethod(
  this: { info: (...args: unknown[]) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  const [first] = args;
  const err = first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err;
  if (level >= 50 && err instanceof Error && isClientGone(err)) {
    this.info({ reason: err.message }, 'The client closed the connection before the answer was sent');
    return;
  }
  method.apply(this, args);
}

function isClientGone(err: Error & { code?: unknown }): boolean {
  return err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.message === 'premature close';
}
