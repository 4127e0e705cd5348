/**
 * Egypt's 27 governorates in Arabic. The shipping table (GET /api/shipping/cities) names them in
 * English, as the seed writes them (src/server/seed/cities.ts); that English name stays the identity: the value a
 * checkout sends, the order's `city`, the courier sheet. Arabic pages and Arabic orders' messages show
 * `governorateName(city, 'ar')` instead.
 *
 * - `governorateName('Giza', 'ar')`      → 'الجيزة'
 * - `governorateName(' port said', 'ar')` → 'بورسعيد' (case, spaces, "El-" and common spellings do not matter)
 * - `governorateName('Atlantis', 'ar')`  → 'Atlantis' (a city an admin added that the list does not know)
 * - `governorateName('Giza', 'en')`      → 'Giza'
 */

/** The standard Arabic name of each governorate, keyed by the English name the seed uses. */
export const GOVERNORATES_AR: Readonly<Record<string, string>> = {
  Cairo: 'القاهرة',
  Giza: 'الجيزة',
  Qalyubia: 'القليوبية',
  Alexandria: 'الإسكندرية',
  Beheira: 'البحيرة',
  Dakahlia: 'الدقهلية',
  Damietta: 'دمياط',
  Gharbia: 'الغربية',
  'Kafr El Sheikh': 'كفر الشيخ',
  Monufia: 'المنوفية',
  Sharqia: 'الشرقية',
  Ismailia: 'الإسماعيلية',
  'Port Said': 'بورسعيد',
  Suez: 'السويس',
  Faiyum: 'الفيوم',
  'Beni Suef': 'بني سويف',
  Minya: 'المنيا',
  Asyut: 'أسيوط',
  Sohag: 'سوهاج',
  Qena: 'قنا',
  Luxor: 'الأقصر',
  Aswan: 'أسوان',
  'Red Sea': 'البحر الأحمر',
  'North Sinai': 'شمال سيناء',
  'South Sinai': 'جنوب سيناء',
  Matrouh: 'مطروح',
  'New Valley': 'الوادي الجديد',
};

/** Other common English spellings an admin may type for a governorate (see `key`), → the seed's name. */
const SPELLINGS: Readonly<Record<string, string>> = {
  qaliubiya: 'Qalyubia',
  kalyubia: 'Qalyubia',
  behera: 'Beheira',
  buhayrah: 'Beheira',
  dakahliya: 'Dakahlia',
  dakahleya: 'Dakahlia',
  gharbiya: 'Gharbia',
  'kafr elsheikh': 'Kafr El Sheikh',
  'kafr al sheikh': 'Kafr El Sheikh',
  menofia: 'Monufia',
  menoufia: 'Monufia',
  minufiya: 'Monufia',
  sharkia: 'Sharqia',
  sharkiya: 'Sharqia',
  sharqiya: 'Sharqia',
  ismailiya: 'Ismailia',
  portsaid: 'Port Said',
  fayoum: 'Faiyum',
  fayyum: 'Faiyum',
  'beni sweif': 'Beni Suef',
  'bani suef': 'Beni Suef',
  minia: 'Minya',
  assiut: 'Asyut',
  assuit: 'Asyut',
  suhag: 'Sohag',
  kena: 'Qena',
  matruh: 'Matrouh',
  'marsa matrouh': 'Matrouh',
  'marsa matruh': 'Matrouh',
  'wadi el gedid': 'New Valley',
};

/** A name's lookup key: case, spaces, hyphens and a leading "El"/"Al" do not matter ("El-Minya" → "minya"). */
const key = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .replace(/^(?:al|el) /, '');

const BY_KEY = new Map<string, string>([
  ...Object.entries(GOVERNORATES_AR).map(([english, arabic]) => [key(english), arabic] as const),
  ...Object.entries(SPELLINGS).map(
    ([spelling, english]) => [key(spelling), GOVERNORATES_AR[english]] as const,
  ),
]);

/** The governorate `name` (the shipping table's English) as `language` writes it; an unknown name stays as given. */
export function governorateName(name: string, language: 'en' | 'ar'): string {
  if (language !== 'ar') return name;
  return BY_KEY.get(key(name)) ?? name;
}
