// The words of the public pages' heads, written both by the storefront (React's <title>/<meta>) and by the server
// into the HTML it sends (src/server/seo/head.ts), so a link preview and the rendered page agree.
export const SITE_NAME = 'Morph';

export const HOME_TITLE = 'Morph — Less effort, More impression';
export const HOME_DESCRIPTION =
  "Morph: women's clothing in Egypt. Dresses, everyday wear, handmade layers and bags, cash on delivery.";

export const SHOP_TITLE = 'Shop — Morph';
export const SHOP_DESCRIPTION = "Browse Morph's women's clothing: filter by category and price.";
