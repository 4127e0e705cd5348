// Several handler sets as one, refusing an operationId handled twice: a second handler would silently win.
import type { Handlers } from '../plugins/openapi';

export function mergeHandlers(sets: Record<string, Handlers>): Handlers {
  const merged: Handlers = {};
  for (const [name, set] of Object.entries(sets)) {
    for (const [operationId, handler] of Object.entries(set)) {
      if (operationId in merged)
        throw new Error(`Two handler sets handle ${operationId} (the second is ${name})`);
      merged[operationId] = handler;
    }
  }
  return merged;
}
