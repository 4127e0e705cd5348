/**
 * MUI's right-to-left setup: an emotion cache whose styles stylis-plugin-rtl mirrors (margins, paddings,
 * borders, positions), used with the theme's `direction: 'rtl'`. It ships in the Arabic chunk only.
 */
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtlPlugin] });
