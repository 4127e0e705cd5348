/**
 * The shape an Arabic module takes from its English one: the same keys, any text for a text, a function of the
 * same arguments for a function. (The Arabic helper's branch has its own `Translation` type in ../language; at
 * merge these modules' keys join its full modules.)
 */
export type Texts<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Texts<T[K]>;
};
