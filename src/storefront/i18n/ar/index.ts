/**
 * Every Arabic text but the policies (their own chunk, `./policies.ts`), by the name its English module gives
 * to `localized` (../language.ts). Loaded as one lazy chunk, on Arabic pages only. A new module `x` adds
 * `./x.ts` (`export const x: Translation<typeof import('../x').x> = {…}`) and its line here.
 */
import '../../styles/arabic.css';
import { cart } from './cart';
import { checkout } from './checkout';
import { common } from './common';
import { footer } from './footer';
import { header } from './header';
import { home } from './home';
import { login } from './login';
import { product } from './product';
import { shop } from './shop';

export const ar = { cart, checkout, common, footer, header, home, login, product, shop };
