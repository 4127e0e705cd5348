/**
 * Delivery and returns on the product page: cash on delivery, the usual delivery times, the fee to
 * the governorate the shopper picks (the public shipping calls, as at checkout), and the returns window with a
 * link to the Return Policy. Governorates show in the page's language; the value asked about stays the English.
 */
import { useId, useState } from 'react';
import { Link } from '../../router';
import { useGetShippingPrice, useListCities } from '../../../../generated/shop-api/shipping/shipping';
import { formatEGP } from '../../../shared/format';
import { governorateOf } from '../../i18n/catalogue';
import { product as messages } from '../../i18n/product';
import { cachePolicy } from '../../query-client';
import { useShopReturnPolicy } from '../returns/use-shop-return-policy';

export function DeliveryNote() {
  // Read at render, not at import: the Arabic texts may arrive after this chunk (i18n/language.ts).
  const t = messages.delivery;
  const selectId = useId();
  const [city, setCity] = useState('');
  const [open, setOpen] = useState(false);
  const { windowDays } = useShopReturnPolicy();
  // The governorates load when the shopper opens the note, not with the page.
  const cities = useListCities({ query: { ...cachePolicy.cities, enabled: open } });
  const fee = useGetShippingPrice(city, { query: { ...cachePolicy.shippingPrice, enabled: city !== '' } });

  return (
    <details className="product__details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t.heading}</summary>
      <p>{t.cashOnDelivery}</p>
      <p>{t.times}</p>
      <div className="product__delivery-city">
        <label htmlFor={selectId}>{t.cityLabel}</label>
        <select id={selectId} value={city} onChange={(e) => setCity(e.target.value)}>
          <option value="">{t.chooseCity}</option>
          {(cities.data ?? []).map((name) => (
            <option key={name} value={name}>
              {governorateOf(name)}
            </option>
          ))}
        </select>
      </div>
      <p role="status">
        {city && fee.data ? t.fee(governorateOf(fee.data.city), formatEGP(fee.data.shippingPrice)) : null}
        {city && fee.isError ? t.feeFailed : null}
      </p>
      <p>
        {t.returns(windowDays)} <Link to="/returns">{t.returnsLink}</Link>
      </p>
    </details>
  );
}
