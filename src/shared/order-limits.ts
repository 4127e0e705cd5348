/**
 * Units of one size (product, colour, size) one order may hold: the server's default (ORDER_MAX_QUANTITY), and
 * the most the storefront lets a shopper pick, so a shopper never fills a cart the server would refuse.
 */
export const MAX_UNITS_PER_SIZE = 10;
