/**
 * Every Arabic text a first visit can need, by the name its English module gives
 * to `localized` (../language.ts). Loaded as one lazy chunk, on Arabic pages only: the layout's, the home page's
 * and the places'. Every other module's Arabic is a chunk of its own, loaded with the pages that use it
 * (`LATER_ARABIC` in ../language.ts), so an Arabic first visit downloads only what its page says. A new module `x` adds
 * `./x.ts` (`export const x: Translation<typeof import('../x').x> = {…}`) and its line here or there.
 */
import '../../styles/arabic.css';
import { common } from './common';
import { contact } from './contact';
import { footer } from './footer';
import { header } from './header';
import { home } from './home';
import { places } from './places';

export const ar = {
  common,
  contact,
  footer,
  header,
  home,
  places,
};
