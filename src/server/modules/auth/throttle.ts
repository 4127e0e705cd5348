// The sign-in throttle (docs/business-rules.md#admin-sign-in, README "Security"). Every attempt is counted as a failure before its
// password is checked — in the database, so parallel and multi-instance guesses are all counted — and un-counted
// when it succeeds. Three limits:
// - per account and address (LOGIN_LIMIT_PAIR in 15 minutes): what blocks a guesser;
// - per address across accounts (LOGIN_LIMIT_ADDRESS in 15 minutes): one address trying many names;
// - per account (LOGIN_LIMIT_ACCOUNT in an hour), a slower rate against guesses spread over many addresses. It
//   does not apply at an address the account signed in from in the last 30 days, so guesses from elsewhere
//   never lock the owner out where they usually sign in; nor to an attempt that brought a solved proof-of-work
//   challenge (asked past CHALLENGE_LOGIN_ACCOUNT_FAILURES), so that guesses from everywhere cannot lock the
//   owner out from a new address either: each further guess costs its sender the work, and the owner does it
//   once. With the challenge off (CHALLENGE=off) the per-account limit is the only stop, and stays a lock.
import type { Limits } from '../../config';
import type { Db } from '../../db/client';
import { clear, record, release, tally, TooManyRequests, type Hit } from '../../plugins/throttle';
import { msg } from '../../i18n';

const MINUTE = 60 * 1000;
export const PAIR_WINDOW_MS = 15 * MINUTE;
export const ADDRESS_WINDOW_MS = 15 * MINUTE;
export const ACCOUNT_WINDOW_MS = 60 * MINUTE;
/** How long an address where the account signed in stays exempt from the per-account rate. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

/**
 * Counts a sign-in attempt for `account` (the lower-cased username as typed) from `address`, before its password
 * is checked. Throws TooManyRequests (429) over a limit. Call `succeeded()` once the password proved right.
 * `proven`: the attempt brought a solved challenge, which stands in for the per-account limit.
 */
export async function countSignIn(
  db: Db,
  limits: Limits,
  account: string,
  address: string,
  { proven = false, now = new Date() }: { proven?: boolean; now?: Date } = {},
) {
  // JSON keeps any character of a typed username (a NUL byte included) out of the way of the address.
  const pairKey = JSON.stringify([account, address]);
  const pair: Hit = { kind: 'login-pair', key: pairKey, windowMs: PAIR_WINDOW_MS };
  const perAddress: Hit = { kind: 'login-address', key: address, windowMs: ADDRESS_WINDOW_MS };
  const perAccount: Hit = { kind: 'login-account', key: account, windowMs: ACCOUNT_WINDOW_MS };
  const known = { kind: 'login-known', key: pairKey } as const;

  const ids = await record(db, [pair, perAddress, perAccount], now);
  const counts = await tally(db, [pair, perAddress, perAccount, known], now);
  const over = [
    { tally: counts.of(pair), limit: limits.loginFailuresPerPair },
    { tally: counts.of(perAddress), limit: limits.loginFailuresPerAddress },
    ...(counts.of(known).count > 0 || proven
      ? []
      : [{ tally: counts.of(perAccount), limit: limits.loginFailuresPerAccount }]),
  ].filter((c) => c.tally.count > c.limit);
  if (over.length > 0) {
    // A refused attempt is not counted: a flood neither lengthens the block nor fills the table.
    await release(db, ids);
    throw new TooManyRequests(msg('limit.signIn'), Math.max(...over.map((c) => c.tally.retryAfter)));
  }

  return {
    /** The password was right: this attempt and the pair's failures no longer count; the address is known. */
    async succeeded() {
      await release(db, ids);
      await clear(db, pair);
      await clear(db, known);
      await record(db, [{ ...known, windowMs: KNOWN_ADDRESS_MS }]);
    },
  };
}
