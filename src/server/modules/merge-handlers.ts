// Several handler sets as one, refusing an operationId handled twice: a second handler would silently win.
import type { Handlers } from '../plugins/openapi';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** The merged set keeps the exact operations of its parts, so the registry's type check still sees them. */
export function mergeHandlers<Sets extends Record<string, Handlers>>(
  sets: Sets,
): UnionToIntersection<Sets[keyof Sets]> {
  const merged: Record<string, unknown> = {};
  for (const [name, set] of Object.entries(sets)) {
    for (const [operationId, handler] of Object.entries(set)) {
      if (operationId in merged)
        throw new Error(`Two handler sets handle ${operationId} (the second is ${name})`);
      merged[operationId] = handler;
    }
  }
  return merged as UnionToIntersection<Sets[keyof Sets]>;
}
