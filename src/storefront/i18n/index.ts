/**
 * Every user-facing text of the storefront, one English module per feature. Screens import their own module
 * (`../../i18n/shop`) so each lazily loaded chunk carries only its texts; this index gathers them all, for a
 * translation (Arabic) to mirror the same shape and for checks over every message.
 */
import { cart } from './cart';
import { checkout } from './checkout';
import { common } from './common';
import { contact } from './contact';
import { footer } from './footer';
import { header } from './header';
import { home } from './home';
import { login } from './login';
import { orders } from './orders';
import { places } from './places';
import { policies, policyCommon } from './policies';
import { product } from './product';
import { returns } from './returns';
import { shop } from './shop';
import { track } from './track';

export {
  cart,
  checkout,
  common,
  contact,
  footer,
  header,
  home,
  login,
  orders,
  places,
  policies,
  policyCommon,
  product,
  returns,
  shop,
  track,
};
export { POLICIES_UPDATED, type Policy, type PolicyKind, type PolicySection } from './policies';

/** The English messages by feature. */
export const en = {
  common,
  header,
  footer,
  home,
  shop,
  product,
  cart,
  checkout,
  login,
  policies,
  policyCommon,
  contact,
  orders,
  returns,
  track,
  places,
} as const;

export type Messages = typeof en;
