/**
 * A governorate as the back office names it: the shop's shipping table keeps Egypt's 27 governorates in English,
 * and an Arabic back office shows them in Arabic (src/shared/governorates.ts) wherever an order, a customer or a
 * dashboard row names one, as the shipping screen does. A name the table does not know stays as written.
 */
import { useLocaleState } from 'react-admin';
import { governorateName } from '../../shared/governorates';

export function useGovernorateName(): (name: string) => string {
  const [locale] = useLocaleState();
  return (name) => governorateName(name, locale === 'ar' ? 'ar' : 'en');
}
