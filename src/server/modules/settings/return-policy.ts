// The shop's returns policy (settings key `returns`): the window, whether a refund may include the shipping fee,
// whether an exchange's replacement pays shipping, and when a parcel refused at the door goes back into stock.
// Until the owner saves one, the default (14 days, Egypt's law 181/2018) applies.
import { type ReturnPolicy, returnPolicyOf } from '../../../shared/returns';
import type { DbOrTx } from '../../db/client';
import { readSetting, writeSetting } from './repository';

const RETURNS = 'returns';

/** The policy's fields, as the activity log compares them. */
export const RETURN_POLICY_FIELDS = [
  'windowDays',
  'refundShipping',
  'exchangeShippingCharged',
  'restockRefusedOnReceipt',
] as const satisfies ReadonlyArray<keyof ReturnPolicy>;

export async function readReturnPolicy(db: DbOrTx): Promise<ReturnPolicy> {
  return returnPolicyOf(await readSetting(db, RETURNS));
}

export async function writeReturnPolicy(db: DbOrTx, policy: ReturnPolicy, updatedBy: string) {
  await writeSetting(db, RETURNS, policy, updatedBy);
  return readReturnPolicy(db);
}
