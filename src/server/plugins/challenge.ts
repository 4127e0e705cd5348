// The proof-of-work challenge's settings for the guards and getChallenge (modules/challenge): the configured
// mode and counts, and the signing secrets, read from CHALLENGE_SECRET or the database once at start so
// every instance signs and checks with the same key. Used solutions past their expiry are deleted now and then.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChallengeConfig } from '../config';
import { deleteExpiredSolutions, loadSecrets, type ChallengeSettings } from '../modules/challenge';

declare module 'fastify' {
  interface FastifyInstance {
    challenge: ChallengeSettings;
  }
  interface FastifyRequest {
    /** This call brought a solved challenge, checked and used up by its guard (modules/challenge/guard.ts). */
    challengeSolved: boolean;
  }
}

const CLEAN_EVERY_MS = 5 * 60 * 1000;

export default fp(
  async (app: FastifyInstance, opts: { config: ChallengeConfig }) => {
    const secrets = await loadSecrets(app.db, opts.config.secret);
    app.decorate('challenge', { config: opts.config, secrets });
    app.decorateRequest('challengeSolved', false);
    const clean = () =>
      deleteExpiredSolutions(app.database.jobs).catch((err: unknown) =>
        app.log.warn({ err }, 'could not delete expired challenge solutions'),
      );
    const timer = setInterval(() => void clean(), CLEAN_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'challenge', dependencies: ['database'] },
);
