// Making and checking challenges (altcha-lib, ALTCHA v2 in its deterministic mode): the server draws a secret
// counter and signs the key it derives; the client must try counters from 0 until it finds that key, while the
// server checks an answer with two HMACs and no key derivation at all.
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ChallengeConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { msg } from '../../i18n';
import { HttpError } from '../../plugins/errors';
import { spendSolution, type ChallengeSecrets } from './repository';
import { counterRange, decodePayload } from './work';

/** What the server needs to make and check challenges (decorated as `app.challenge`, plugins/challenge.ts). */
export interface ChallengeSettings {
  config: ChallengeConfig;
  secrets: ChallengeSecrets;
}

/** One SHA-256 per counter tried: the browser's WebCrypto does it in a worker, and Node checks none. */
const ALGORITHM = 'SHA-256';

export async function issueChallenge(settings: ChallengeSettings, level: number, now = new Date()) {
  const { min, max } = counterRange(settings.config.work, level);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(min, max),
    deriveKey,
    data: { level },
    expiresAt: new Date(now.getTime() + settings.config.minutes * 60 * 1000),
    hmacSignatureSecret: settings.secrets.signature,
    hmacKeySignatureSecret: settings.secrets.key,
  });
}

/** The refusal a client answers by solving a challenge and sending the call again (428). */
export function challengeRefusal(key: 'challenge.needed' | 'challenge.used'): HttpError {
  const message = msg(key);
  return new HttpError(428, message, [{ field: 'X-Altcha', message }]);
}

/**
 * Accepts a solution once: refuses (428) one that is not a solution of a challenge this shop signed, one whose
 * challenge expired, and one already used on any instance.
 */
export async function spendPayload(
  db: DbOrTx,
  settings: ChallengeSettings,
  header: string,
  now = new Date(),
): Promise<void> {
  const payload = decodePayload(header);
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) {
    throw challengeRefusal('challenge.needed');
  }
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: settings.secrets.signature,
      hmacKeySignatureSecret: settings.secrets.key,
    });
  } catch {
    // altcha-lib throws on values it cannot even read (a bad hex string): a forged payload.
    throw challengeRefusal('challenge.needed');
  }
  if (result.expired) throw challengeRefusal('challenge.used');
  if (!result.verified) throw challengeRefusal('challenge.needed');
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? now.getTime() / 1000) * 1000);
  if (!(await spendSolution(db, payload.challenge.signature!, expiresAt))) {
    throw challengeRefusal('challenge.used');
  }
}
