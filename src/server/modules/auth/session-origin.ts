// Where a session starts, as its member will recognise it in her list of sessions: the browser and the system
// read from the User-Agent by bowser (a maintained parser; the AWS SDK uses it too), and the client's address.
import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import type { SessionOrigin } from './repository';

/** A User-Agent is the client's to make as long as it likes: only its start is read. */
const MAX_USER_AGENT = 512;
const MAX_NAME = 60;

export function sessionOrigin(request: FastifyRequest): SessionOrigin {
  const userAgent = request.headers['user-agent'];
  const { browser, os } =
    typeof userAgent === 'string' && userAgent !== ''
      ? Bowser.parse(userAgent.slice(0, MAX_USER_AGENT))
      : { browser: {}, os: {} };
  return {
    browser: (browser.name ?? '').slice(0, MAX_NAME),
    os: (os.name ?? '').slice(0, MAX_NAME),
    address: request.ip,
  };
}
