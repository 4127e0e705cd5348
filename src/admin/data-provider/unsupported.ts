/**
 * A resource's adapter that answers some of react-admin's calls: the others throw, naming the resource and why
 * (a read-only log, customers read by mobile, orders placed by shoppers), so a screen that asks one by mistake
 * fails loudly instead of showing nothing.
 */
import type { DataProvider } from 'react-admin';

const METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'update',
  'updateMany',
  'create',
  'delete',
  'deleteMany',
] as const;

export function onlyThese(resource: string, why: string, provided: Partial<DataProvider>): DataProvider {
  const all: Record<string, unknown> = {};
  for (const method of METHODS)
    all[method] =
      provided[method] ??
      (() => {
        throw new Error(`The ${resource} resource does not support ${method}: ${why}`);
      });
  return all as unknown as DataProvider;
}
