// The demo catalogue: the home page's four categories (and an evening edit), each made of a tag of the same
// name (docs/business-rules.md#categories-are-made-of-tags), about forty pieces with colours and sizes, a few discounts and coupons.
import type { Shape } from './images';

export interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  tag: string;
  shape: Shape;
  backdrop: [string, string];
  isActive?: boolean;
  /** Shown on the category's product pages. */
  sizeGuide?: string;
}

/** The demo shop's size guide for its clothing (body measurements, centimetres). */
const CLOTHING_SIZE_GUIDE = [
  'XS: bust 80–83, waist 62–65, hips 86–89 cm',
  'S: bust 84–87, waist 66–69, hips 90–93 cm',
  'M: bust 88–92, waist 70–74, hips 94–98 cm',
  'L: bust 93–98, waist 75–80, hips 99–104 cm',
  'XL: bust 99–105, waist 81–87, hips 105–111 cm',
  'Between two sizes? Take the larger one.',
].join('\n');

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'new-arrivals',
    name: 'New Arrivals',
    description: 'Fresh in this week',
    tag: 'new-arrivals',
    shape: 'dress',
    backdrop: ['#c9a89a', '#8f6f63'],
    sizeGuide: CLOTHING_SIZE_GUIDE,
  },
  {
    slug: 'easy-wear',
    name: 'Effortless Everyday Style',
    description: 'Soft basics for every day',
    tag: 'easy-wear',
    shape: 'top',
    backdrop: ['#a9b7a0', '#6f7f66'],
    sizeGuide: CLOTHING_SIZE_GUIDE,
  },
  {
    slug: 'statement-layers',
    name: 'Handmade Layers That Speak',
    description: 'Embroidered, crocheted and quilted by hand',
    tag: 'statement-layers',
    shape: 'layer',
    backdrop: ['#c7a36b', '#8a6a3c'],
  },
  {
    slug: 'bags',
    name: 'Luxury in Every Stitch',
    description: 'Bags made by Egyptian artisans',
    tag: 'bags',
    shape: 'bag',
    backdrop: ['#b9a5c2', '#7a6686'],
  },
  {
    slug: 'evening',
    name: 'The Evening Edit',
    description: 'Satin, sequins and chiffon for the nights out',
    tag: 'evening',
    shape: 'dress',
    backdrop: ['#5d6b8a', '#2f3a52'],
  },
  {
    slug: 'winter-knits',
    name: 'Winter Knits',
    description: 'Back when the weather turns',
    tag: 'winter',
    shape: 'layer',
    backdrop: ['#b0b6bd', '#6d737a'],
    isActive: false,
  },
];

/** Tags that group no category. */
export const EXTRA_TAGS: Array<{ name: string; description: string | null }> = [
  { name: 'special', description: 'Picked for the home page' },
  { name: 'linen', description: null },
];

export interface DemoProduct {
  name: string;
  shape: Shape;
  price: number;
  previousPrice?: number;
  tags: string[];
  colours: string[];
  description: string;
}

const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL'];
export const sizesFor = (shape: Shape) => (shape === 'bag' ? ['One Size'] : CLOTHING_SIZES);

export const DEMO_PRODUCTS: DemoProduct[] = [
  // New arrivals
  {
    name: 'Linen Wrap Midi Dress',
    shape: 'dress',
    price: 1450,
    previousPrice: 1800,
    tags: ['new-arrivals', 'linen', 'special'],
    colours: ['Sage', 'Sand'],
    description: 'A breathable linen wrap dress that ties at the waist. Fully lined, falls below the knee.',
  },
  {
    name: 'Pleated Satin Skirt',
    shape: 'skirt',
    price: 1250,
    tags: ['new-arrivals', 'evening'],
    colours: ['Dusty Rose', 'Black'],
    description: 'Fine knife pleats in fluid satin, with a soft elastic waist at the back.',
  },
  {
    name: 'Puff Sleeve Poplin Blouse',
    shape: 'top',
    price: 890,
    tags: ['new-arrivals'],
    colours: ['White', 'Sky Blue'],
    description: 'Crisp cotton poplin with gathered puff sleeves and a neat button front.',
  },
  {
    name: 'Wide-Leg Linen Trousers',
    shape: 'trousers',
    price: 1150,
    previousPrice: 1350,
    tags: ['new-arrivals', 'linen'],
    colours: ['Sand', 'Olive'],
    description: 'High-waisted, wide and cool: pure linen with side pockets and a pressed crease.',
  },
  {
    name: 'Tiered Cotton Maxi Dress',
    shape: 'dress',
    price: 1690,
    tags: ['new-arrivals', 'special'],
    colours: ['Terracotta', 'Cream'],
    description: 'Three soft tiers of Egyptian cotton voile that move with you.',
  },
  {
    name: 'Ribbed Knit Tank',
    shape: 'top',
    price: 450,
    tags: ['new-arrivals', 'easy-wear'],
    colours: ['Black', 'White', 'Mustard'],
    description: 'A close-fitting ribbed tank to wear alone or under everything.',
  },
  {
    name: 'Floral Tea Dress',
    shape: 'dress',
    price: 1390,
    previousPrice: 1590,
    tags: ['new-arrivals'],
    colours: ['Blush', 'Navy'],
    description: 'A small floral print on light crepe, with a sweetheart neckline and flutter sleeves.',
  },
  {
    name: 'Satin Slip Skirt',
    shape: 'skirt',
    price: 990,
    tags: ['new-arrivals'],
    colours: ['Emerald', 'Chocolate'],
    description: 'Cut on the bias so it skims rather than clings; midi length.',
  },
  {
    name: 'Cropped Denim Jacket',
    shape: 'layer',
    price: 1590,
    tags: ['new-arrivals'],
    colours: ['Denim'],
    description: 'A boxy, cropped jacket in washed denim with tonal stitching.',
  },
  {
    name: 'Linen Shirt Dress',
    shape: 'dress',
    price: 1550,
    tags: ['new-arrivals', 'linen'],
    colours: ['White', 'Sage'],
    description: 'An easy shirt dress in washed linen with a tie belt and roll-up sleeves.',
  },
  // Effortless everyday style
  {
    name: 'Oversized Cotton Tee',
    shape: 'top',
    price: 390,
    tags: ['easy-wear'],
    colours: ['White', 'Black', 'Sage'],
    description: 'Heavyweight organic cotton with dropped shoulders and a relaxed fit.',
  },
  {
    name: 'Jersey Wrap Top',
    shape: 'top',
    price: 520,
    tags: ['easy-wear'],
    colours: ['Navy', 'Burgundy'],
    description: 'Soft stretch jersey that wraps and ties at the side.',
  },
  {
    name: 'Relaxed Jogger Pants',
    shape: 'trousers',
    price: 690,
    previousPrice: 790,
    tags: ['easy-wear'],
    colours: ['Charcoal', 'Camel'],
    description: 'Brushed-back cotton joggers with a drawstring waist and tapered leg.',
  },
  {
    name: 'Everyday Midi Skirt',
    shape: 'skirt',
    price: 650,
    tags: ['easy-wear'],
    colours: ['Black', 'Olive'],
    description: 'An A-line midi in washed cotton twill with deep pockets.',
  },
  {
    name: 'Soft Knit Cardigan',
    shape: 'layer',
    price: 980,
    tags: ['easy-wear', 'winter'],
    colours: ['Cream', 'Lilac'],
    description: 'A light, cosy cardigan with mother-of-pearl buttons.',
  },
  {
    name: 'Striped Breton Top',
    shape: 'top',
    price: 560,
    tags: ['easy-wear'],
    colours: ['Navy', 'White'],
    description: 'The classic boat-neck stripe in sturdy cotton.',
  },
  {
    name: 'Modal Lounge Dress',
    shape: 'dress',
    price: 850,
    previousPrice: 990,
    tags: ['easy-wear'],
    colours: ['Charcoal', 'Dusty Rose'],
    description: 'A silky-soft modal T-shirt dress for home and out.',
  },
  {
    name: 'Straight-Leg Chinos',
    shape: 'trousers',
    price: 790,
    tags: ['easy-wear'],
    colours: ['Sand', 'Navy'],
    description: 'Mid-rise chinos with a clean straight leg and a little stretch.',
  },
  {
    name: 'Button-Down Oxford Shirt',
    shape: 'top',
    price: 720,
    tags: ['easy-wear'],
    colours: ['Sky Blue', 'White'],
    description: 'A relaxed Oxford shirt to wear tucked, knotted or open.',
  },
  {
    name: 'Cotton Shirt Dress',
    shape: 'dress',
    price: 990,
    tags: ['easy-wear', 'special'],
    colours: ['Olive', 'Sand'],
    description: 'A belted shirt dress in breezy cotton, made in Mahalla.',
  },
  // Handmade layers that speak
  {
    name: 'Hand-Embroidered Kimono',
    shape: 'layer',
    price: 2450,
    previousPrice: 2900,
    tags: ['statement-layers', 'special'],
    colours: ['Burgundy', 'Navy'],
    description: 'Embroidered by hand in Siwa with traditional motifs; one size drapes most.',
  },
  {
    name: 'Crochet Longline Cardigan',
    shape: 'layer',
    price: 1850,
    tags: ['statement-layers'],
    colours: ['Cream', 'Mustard'],
    description: 'Hand-crocheted granny squares in soft cotton, hip-length to knee.',
  },
  {
    name: 'Patchwork Quilted Jacket',
    shape: 'layer',
    price: 2750,
    tags: ['statement-layers'],
    colours: ['Denim', 'Terracotta'],
    description: 'Pieced from vintage cotton prints and quilted by hand.',
  },
  {
    name: 'Fringed Wool Poncho',
    shape: 'layer',
    price: 1650,
    tags: ['statement-layers', 'winter'],
    colours: ['Camel', 'Charcoal'],
    description: 'Hand-loomed wool with knotted fringe; warm without weight.',
  },
  {
    name: 'Block-Print Cotton Duster',
    shape: 'layer',
    price: 1950,
    tags: ['statement-layers'],
    colours: ['Sky Blue', 'Blush'],
    description: 'A long, light duster hand block-printed with carved wooden stamps.',
  },
  {
    name: 'Tapestry Vest',
    shape: 'layer',
    price: 1290,
    tags: ['statement-layers'],
    colours: ['Olive'],
    description: 'A sleeveless layer in woven tapestry, lined in cotton.',
  },
  {
    name: 'Macramé Trim Shawl',
    shape: 'layer',
    price: 990,
    tags: ['statement-layers'],
    colours: ['Ivory'],
    description: 'A generous cotton shawl finished with a hand-knotted macramé edge.',
  },
  {
    name: 'Velvet Evening Blazer',
    shape: 'layer',
    price: 2350,
    tags: ['statement-layers', 'evening'],
    colours: ['Emerald', 'Black'],
    description: 'Soft cotton velvet with a single button and satin lining.',
  },
  {
    name: 'Appliqué Denim Overshirt',
    shape: 'layer',
    price: 1750,
    tags: ['statement-layers'],
    colours: ['Denim'],
    description: 'Khayamiya appliqué panels from Cairo’s Street of the Tentmakers on washed denim.',
  },
  // Luxury in every stitch
  {
    name: 'Crochet Shoulder Bag',
    shape: 'bag',
    price: 775,
    tags: ['bags', 'special'],
    colours: ['Ivory', 'Mustard'],
    description: 'Hand-crocheted cotton bag with a wooden handle, made in Fayoum.',
  },
  {
    name: 'Woven Straw Tote',
    shape: 'bag',
    price: 690,
    previousPrice: 850,
    tags: ['bags'],
    colours: ['Sand'],
    description: 'Palm-leaf straw woven in Aswan, with leather handles.',
  },
  {
    name: 'Leather Crossbody Bag',
    shape: 'bag',
    price: 1450,
    tags: ['bags'],
    colours: ['Camel', 'Black'],
    description: 'Vegetable-tanned leather with an adjustable strap and brass hardware.',
  },
  {
    name: 'Beaded Evening Clutch',
    shape: 'bag',
    price: 1150,
    tags: ['bags', 'evening'],
    colours: ['Black', 'Ivory'],
    description: 'Glass beads sewn by hand onto a silk base; fits a phone and keys.',
  },
  {
    name: 'Macramé Bucket Bag',
    shape: 'bag',
    price: 890,
    tags: ['bags'],
    colours: ['Cream'],
    description: 'Knotted cotton cord with a drawstring top and cotton lining.',
  },
  {
    name: 'Quilted Chain Bag',
    shape: 'bag',
    price: 1690,
    previousPrice: 1990,
    tags: ['bags'],
    colours: ['Black', 'Burgundy'],
    description: 'Diamond-quilted leather on a gold-tone chain.',
  },
  {
    name: 'Canvas Market Tote',
    shape: 'bag',
    price: 450,
    tags: ['bags'],
    colours: ['Olive', 'Navy'],
    description: 'Heavy cotton canvas, roomy enough for the souq.',
  },
  {
    name: 'Embroidered Saddle Bag',
    shape: 'bag',
    price: 1250,
    tags: ['bags'],
    colours: ['Chocolate'],
    description: 'Suede saddle bag embroidered with Bedouin patterns from Sinai.',
  },
  // The evening edit
  {
    name: 'One-Shoulder Satin Gown',
    shape: 'dress',
    price: 2950,
    tags: ['evening'],
    colours: ['Emerald', 'Burgundy'],
    description: 'A floor-length satin gown with a sculpted single shoulder.',
  },
  {
    name: 'Sequin Midi Skirt',
    shape: 'skirt',
    price: 1850,
    tags: ['evening'],
    colours: ['Black'],
    description: 'All-over sequins on soft mesh, fully lined.',
  },
  {
    name: 'Draped Jersey Jumpsuit',
    shape: 'trousers',
    price: 1750,
    tags: ['evening'],
    colours: ['Navy', 'Black'],
    description: 'A draped neckline and wide legs in heavy matte jersey.',
  },
  {
    name: 'Pleated Chiffon Dress',
    shape: 'dress',
    price: 2250,
    previousPrice: 2600,
    tags: ['evening'],
    colours: ['Lilac', 'Blush'],
    description: 'Sunray-pleated chiffon with a fluttering hem.',
  },
];
