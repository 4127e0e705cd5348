// What a write changed, as the activity log keeps it: field, before, after. Pure.
import type { ActivityChange } from '../../../../generated/models';

export type Changeable = string | number | boolean | Date | null | undefined;

const plain = (value: Changeable): ActivityChange['before'] =>
  value instanceof Date ? value.toISOString() : value === undefined ? null : value;

/**
 * The fields among `fields` whose value differs between `before` and `after` (either may be missing: a thing
 * created has no before, one deleted no after). Dates are compared and kept as ISO instants.
 */
export function changesOf<K extends string>(
  before: Partial<Record<K, Changeable>> | null | undefined,
  after: Partial<Record<K, Changeable>> | null | undefined,
  fields: readonly K[],
): ActivityChange[] {
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    const was = plain(before?.[field]);
    const is = plain(after?.[field]);
    if (was !== is) changes.push({ field, before: was, after: is });
  }
  return changes;
}
