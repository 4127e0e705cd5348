/** The shop's order and its size, colour and in-stock filters, as native form controls. */
import { useId } from 'react';
import { shop } from '../../i18n/shop';
import { SHOP_SORTS, type ShopSort } from './shop-filters';

export function SortSelect({ value, onChange }: { value: ShopSort; onChange: (sort: ShopSort) => void }) {
  const id = useId();
  return (
    <div className="shop__sort">
      <label htmlFor={id}>{shop.sortBy}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as ShopSort)}>
        {SHOP_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {shop.sorts[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Check boxes for the sizes or colours on offer; a choice from the URL that is no longer offered still shows,
 * ticked, so it can be unticked.
 */
export function ChoiceFilter({
  legend,
  name,
  options,
  chosen,
  onToggle,
}: {
  legend: string;
  name: string;
  options: string[];
  chosen: string[];
  onToggle: (value: string) => void;
}) {
  const isChosen = (value: string) => chosen.some((c) => c.toLowerCase() === value.toLowerCase());
  const shown = [
    ...options,
    ...chosen.filter((c) => !options.some((o) => o.toLowerCase() === c.toLowerCase())),
  ];
  if (shown.length === 0) return null;
  return (
    <fieldset className="shop-choices">
      <legend>{legend}</legend>
      <ul>
        {shown.map((value) => (
          <li key={value}>
            <label className="shop-choice">
              <input type="checkbox" name={name} checked={isChosen(value)} onChange={() => onToggle(value)} />
              <span>{value}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function InStockFilter({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <fieldset className="shop-choices">
      <legend>{shop.availability}</legend>
      <label className="shop-choice shop-choice--switch">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{shop.inStockOnly}</span>
      </label>
    </fieldset>
  );
}
