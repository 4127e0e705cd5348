// The challenge module's public door: getChallenge, the guards of the operations a challenge can be asked
// of, and what the challenge plugin needs at start.
export { handlers } from './handlers';
export { challengeGuards } from './guard';
export { deleteExpiredSolutions, loadSecrets } from './repository';
export type { ChallengeSettings } from './service';
export { encodePayload } from './work';
