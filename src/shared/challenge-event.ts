/**
 * The window event that says whether a proof-of-work challenge is being solved (`detail`: true, then false):
 * the status text listens for it without loading the solver (challenge.ts, downloaded only when asked).
 */
export const CHALLENGE_EVENT = 'morph:challenge';
