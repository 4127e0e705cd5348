/**
 * The shape a translation must have: the English module's keys and functions, with any text in place of the
 * English literals (the English modules are `as const`).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: Translation<T[K]> };
