import { HOME_HERO } from '../../shared/site-texts';
import { localized } from './language';

/** Home page texts (docs/product.md#home-page). */
export const home = localized('home', {
  heroTitle: HOME_HERO.en.title,
  heroSubtitle: HOME_HERO.en.subtitle,
  shopNow: HOME_HERO.en.shopNow,
  featuredHeading: 'Featured',
  featuredError: 'Failed to load featured products',
  categoriesHeading: 'Shop by Category',
  specialHeading: 'Special Picks',
  viewAll: (name: string) => `View all ${name} products`,
  /** The four category rows (docs/product.md#home-page), by category slug. */
  rows: {
    'new-arrivals': 'New Arrivals',
    'easy-wear': 'Effortless Everyday Style',
    'statement-layers': 'Handmade Layers That Speak',
    bags: 'Luxury in Every Stitch',
  },
  /** Headings of the configurable sections (home-sections.ts). */
  sections: {
    linen: 'The Linen Edit',
  },
  seeMore: 'See more',
  featuresHeading: 'Why Morph',
  features: {
    // No number of days here: the window is the owner's (the product page and the Return Policy name it), and
    // reading it would add a request's code to every first visit.
    satisfaction: {
      title: '100% Satisfaction Guaranteed',
      text: 'Not right? Return or exchange it, no reason needed.',
    },
    service: {
      title: '24/7 Online Service',
      text: 'Order online any time; we confirm every order with you by phone or WhatsApp.',
    },
    payment: { title: 'Payment With Secure System', text: 'Pay cash when your order arrives.' },
    delivery: { title: 'Fast Delivery across Egypt', text: 'To all 27 governorates.' },
  },
  partialFailure: 'Some sections failed to load. Please try refreshing the page.',
  refreshPage: 'Refresh Page',
} as const);
