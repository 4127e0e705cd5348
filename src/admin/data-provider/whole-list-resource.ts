/**
 * The adapter of a resource whose admin endpoint answers with the whole list and whose records are switched on
 * and off apart from being edited (coupons, discounts): the list is paged, sorted and filtered on the client
 * (local-list.ts), `update` with `meta.edit` saves the whole record, a plain `update` switches `isActive`.
 * Each resource gives its name and its generated request functions; nothing else differs.
 */
import type { DataProvider, RaRecord } from 'react-admin';
import { withHttpErrors } from './http-error';
import { listLocally } from './local-list';

export interface WholeListCalls<T extends RaRecord, Body> {
  list: (signal?: AbortSignal) => Promise<T[]>;
  create: (body: Body) => Promise<{ data: T }>;
  /** The edit view's save: the whole record. */
  edit: (id: number, body: Body) => Promise<{ data: T }>;
  setActive: (id: number, isActive: boolean) => Promise<{ data: { isActive: boolean } }>;
  remove: (id: number) => Promise<unknown>;
}

export function wholeListResource<T extends RaRecord, Body>(
  resource: string,
  calls: WholeListCalls<T, Body>,
): DataProvider {
  const noun = resource.replace(/s$/, '');
  const unsupported = (method: string) => () =>
    Promise.reject(new Error(`${resource}: ${method} is not supported`));

  return withHttpErrors({
    getList: async (_resource, params) => listLocally(await calls.list(params.signal), params),
    getOne: async (_resource, params) => {
      const record = (await calls.list(params.signal)).find((item) => String(item.id) === String(params.id));
      if (!record) throw Object.assign(new Error(`No ${noun} ${String(params.id)}`), { status: 404 });
      return { data: record };
    },
    getMany: async (_resource, params) => {
      const wanted = new Set(params.ids.map(String));
      return { data: (await calls.list(params.signal)).filter((record) => wanted.has(String(record.id))) };
    },
    getManyReference: unsupported('getManyReference'),
    // The form has already parsed its values with the contract's schema: the body goes as it is.
    create: async (_resource, params) => ({ data: (await calls.create(params.data as Body)).data }),
    update: async (_resource, params) => {
      if (params.meta?.edit) return { data: (await calls.edit(Number(params.id), params.data as Body)).data };
      const isActive = Boolean((params.data as { isActive?: boolean }).isActive);
      const result = await calls.setActive(Number(params.id), isActive);
      return { data: { ...params.previousData, id: params.id, isActive: result.data.isActive } };
    },
    updateMany: unsupported('updateMany'),
    delete: async (_resource, params) => {
      await calls.remove(Number(params.id));
      return { data: { ...params.previousData, id: params.id } };
    },
    deleteMany: async (_resource, params) => {
      for (const id of params.ids) await calls.remove(Number(id));
      return { data: params.ids };
    },
  } as DataProvider);
}
