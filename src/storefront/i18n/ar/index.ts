/**
 * Every Arabic text but the policies (their own chunk, `./policies.ts`), by the name its English module gives
 * to `localized` (../language.ts). Loaded as one lazy chunk, on Arabic pages only. A new module `x` adds
 * `./x.ts` (`export const x: Translation<typeof import('../x').x> = {…}`) and its line here.
 */
import '../../styles/arabic.css';
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
import { product } from './product';
import { shop } from './shop';
import { track } from './track';

export const ar = {
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
  product,
  shop,
  track,
};
