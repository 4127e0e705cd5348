// The shop's own words on both ends: its name, and the home page's hero. The words of the pages' heads are in
// head-texts.ts, a module of their own so a first visit does not download them.
export const SITE_NAME = 'Morph';

// The home page's hero, in both languages.
export const HOME_HERO = {
  en: {
    title: 'Less effort, More impression',
    subtitle: 'Effortless pieces for every day, delivered across Egypt.',
    shopNow: 'Shop Now!!',
  },
  ar: {
    title: 'مجهود أقل، انطباع أكبر',
    subtitle: 'قطع مريحة لكل يوم، نوصلها لكل مكان في مصر.',
    shopNow: 'تسوّقي الآن!!',
  },
} as const;
