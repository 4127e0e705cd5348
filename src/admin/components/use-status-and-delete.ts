/**
 * Toggle and delete for the coupon and discount tables (docs/product.md#active-flags): the call sends the id and the state to
 * set, and the list reloads after each change. Failures are logged (the spec) and also notified, so staff see them.
 */
import { useState } from 'react';
import { useDelete, useNotify, useUpdate, type RaRecord } from 'react-admin';

export function useStatusAndDelete<T extends RaRecord & { isActive: boolean }>(
  resource: 'coupons' | 'discounts',
  reload: () => unknown,
  /** The notices of a refused change, in the back office's language, given the server's sentence. */
  texts: { statusFailed: (why: string) => string; deleteFailed: (why: string) => string },
) {
  const notify = useNotify();
  const [update] = useUpdate<T>();
  const [remove] = useDelete<T>();
  const [busyId, setBusyId] = useState<T['id'] | null>(null);
  const noun = resource === 'coupons' ? 'coupon' : 'discount';
  const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

  const toggle = (record: T) => {
    setBusyId(record.id);
    update(
      resource,
      { id: record.id, data: { isActive: !record.isActive } as Partial<T>, previousData: record },
      {
        mutationMode: 'pessimistic',
        onError: (error) => {
          console.error(`Failed to update the ${noun} status`, error);
          notify(texts.statusFailed(why(error)), { type: 'error' });
        },
        onSettled: () => {
          setBusyId(null);
          void reload();
        },
      },
    );
  };

  const destroy = (record: T) =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onError: (error) => {
          console.error(`Failed to delete the ${noun}`, error);
          notify(texts.deleteFailed(why(error)), { type: 'error' });
        },
        onSettled: () => void reload(),
      },
    );

  return { toggle, destroy, busyId };
}
