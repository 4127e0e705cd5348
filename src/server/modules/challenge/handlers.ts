// getChallenge: a challenge to solve after a 428. Its work follows the suspicion on the caller's address.
import type { Handlers } from '../../plugins/openapi';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';
import { record, tally } from '../../plugins/throttle';
import { issueChallenge } from './service';
import { ISSUED, levelOf } from './suspicion';

export const handlers = {
  async getChallenge(request, reply) {
    const { db, challenge: settings } = request.server;
    if (settings.config.mode === 'off') throw new HttpError(404, msg('challenge.off'));
    const now = new Date();
    const fetched = { ...ISSUED, key: request.ip };
    await record(db, [fetched], now);
    const issued = (await tally(db, [fetched], now)).of(fetched).count;
    const level = await levelOf(db, request.ip, settings.config, issued, now);
    reply.header('cache-control', 'no-store');
    const challenge = await issueChallenge(settings, level, now);
    return {
      parameters: { ...challenge.parameters, algorithm: 'SHA-256' as const },
      signature: challenge.signature!,
    };
  },
} satisfies Handlers;
