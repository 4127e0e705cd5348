import type { Handlers } from '../../plugins/openapi';

// Being written (A1).
export const handlers: Handlers = {};
