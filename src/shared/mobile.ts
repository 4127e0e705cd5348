/**
 * One Egyptian mobile number, whichever way it was written: the contract accepts `01XXXXXXXXX` and
 * `+201XXXXXXXXX`. Limits per number (the fake-order defence) count both as the same number.
 */
import { latinDigits } from './digits';

/**
 * `+201012345678` → `01012345678`; a number already in the national form is returned as is; Arabic-Indic or
 * Persian digits are read as Latin (`٠١٠١٢٣٤٥٦٧٨` → `01012345678`).
 */
export function nationalMobile(mobile: string): string {
  const digits = latinDigits(mobile.trim());
  return digits.startsWith('+20') ? `0${digits.slice(3)}` : digits;
}

/** Both written forms of a number, as orders may have stored either. */
export function mobileForms(mobile: string): [national: string, international: string] {
  const national = nationalMobile(mobile);
  return [national, `+20${national.slice(1)}`];
}
