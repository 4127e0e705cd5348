// Two-step sign-in's arithmetic (docs/decisions/0032-two-step-sign-in.md): TOTP codes (RFC 6238 by the otpauth
// library, with what every authenticator app reads: SHA-1, six digits, 30 seconds) and the recovery codes.
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD_S = 30;
/** The step before and after the current one are accepted too: a phone's clock a little off still signs in. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: 'Morph',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new secret of 160 bits (RFC 4226's recommended length), in Base32 as the apps take it typed by hand. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** What the setup screen shows: the secret, the `otpauth://` address and its QR code as an SVG document. */
export async function setupOf(secret: string, username: string) {
  const uri = totpOf(secret, username).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg };
}

/** The code an app with `secret` shows at `now` (for tests and the journey, which play the member's phone). */
export const totpCode = (secret: string, now = Date.now()) => totpOf(secret).generate({ timestamp: now });

/** The code's six digits when `text` is one (spaces ignored), else undefined: a recovery code, maybe. */
export function asTotpCode(text: string): string | undefined {
  const digits = text.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The 30-second step whose code `code` is, within the window around `now`, or undefined when it is none of them.
 * The caller accepts it only past the last step accepted, so that a code seen over a shoulder cannot be reused.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten codes of 80 random bits each, as `XXXX-XXXX-XXXX-XXXX` in Crockford's Base32 (no I, L, O or U). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of bytes) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += CROCKFORD[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    return out.match(/.{4}/g)!.join('-');
  });
}

/**
 * A recovery code as typed, made canonical: case, spaces and dashes ignored, and the letters people read for
 * digits (O, I, L) taken as the digits, as Crockford's alphabet intends. Undefined when it cannot be one.
 */
export function canonicalRecoveryCode(text: string): string | undefined {
  const canonical = text
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{16}$/.test(canonical) ? canonical : undefined;
}

/** 80 random bits need no slow hash: SHA-256 of the canonical code is what the table keeps. */
export const hashRecoveryCode = (canonical: string) => createHash('sha256').update(canonical).digest('hex');
