// What the request log may say of a URL. Mobile numbers are personal data: the shop's own calls never put one
// in a URL (tracking and the customer view send it in a body), but a page of the back office opened by its
// address (/admin/customers/01012345678/show) or a caller's own query may still carry one, so any run of digits
// shaped like a mobile number is replaced before the line is written.
import type { FastifyRequest } from 'fastify';

/** 10 to 15 digits, after an optional `+` (also percent-encoded) and with spaces, dots or dashes between. */
const PHONE_LIKE = /(?:\+|%2B)?(?<!\d)\d(?:[ .-]|%20)?(?:\d(?:[ .-]|%20)?){8,13}\d(?!\d)/gi;

/** A URL as the log may keep it: every phone-like run of digits replaced by `[mobile]`. */
export function redactUrl(url: string): string {
  return url.replace(PHONE_LIKE, '[mobile]');
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
