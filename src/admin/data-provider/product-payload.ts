/**
 * From the back office's product forms to the contract's multipart bodies (docs/product.md#add-product,
 * #products-list and #calls). Pure functions: the adapter sends what these return.
 */
import type {
  ProductUpdateForm,
  ProductWithVariantsForm,
  SizeInput,
  VariantUpdateInput,
} from '../../../generated/models';

/** A file field as react-admin's FileInput/ImageInput holds it, or a bare File/Blob. */
export type FileValue = Blob | { rawFile?: Blob | null; src?: string; title?: string } | null | undefined;

export interface SizeDraft {
  size?: string | null;
  stock?: number | string | null;
  /** The size's own SKU; empty: the colour's. */
  sku?: string | null;
}

export interface VariantDraft {
  id?: number;
  color?: string | null;
  /** The colour in Arabic, optional. */
  colorAr?: string | null;
  sku?: string | null;
  /** The variant's main image (a new upload). */
  mainImage?: FileValue;
  /** More images of the variant (new uploads). */
  images?: FileValue[] | null;
  sizes?: SizeDraft[] | null;
}

export interface ProductDraft {
  name: string;
  /** Arabic name and description, optional. */
  nameAr?: string | null;
  sku?: string | null;
  description: string;
  descriptionAr?: string | null;
  price: number | string;
  previousPrice?: number | string | null;
  stock?: number | string | null;
  isActive?: boolean;
  mainImage?: FileValue;
  images?: FileValue[] | null;
  /** Tag names; records read from the API carry `{id, name}` refs, which are accepted too. */
  tags?: Array<string | { name: string }> | null;
  variants?: VariantDraft[] | null;
}

export function fileOf(value: FileValue): Blob | undefined {
  if (!value) return undefined;
  if (value instanceof Blob) return value;
  return value.rawFile instanceof Blob ? value.rawFile : undefined;
}

function filesOf(values: FileValue[] | null | undefined): Blob[] {
  return (values ?? []).map(fileOf).filter((file): file is Blob => file !== undefined);
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function tagNames(tags: ProductDraft['tags']): string[] {
  const names = (tags ?? []).map((tag) => (typeof tag === 'string' ? tag : tag.name).trim()).filter(Boolean);
  // One name once, whatever its case: the server matches tag names case-insensitively.
  const seen = new Set<string>();
  return names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()));
}

/** The sizes that are really filled in: a size name and a stock (0 counts). Stock goes as a number. */
export function filledSizes(sizes: SizeDraft[] | null | undefined): SizeInput[] {
  return (sizes ?? [])
    .filter((size) => !isBlank(size.size) && !isBlank(size.stock))
    .map((size) => {
      const input: SizeInput = { size: String(size.size).trim(), stock: Number(size.stock) };
      if (!isBlank(size.sku)) input.sku = String(size.sku).trim();
      return input;
    });
}

/**
 * The multipart PUT body. `variants` is the whole new list (the server updates those with an id, adds the
 * others, removes the missing ones); the images of variant i travel as variantMainImage_i and
 * variantAdditionalImages_i, i being its position in that list.
 */
export function toProductUpdateForm(draft: ProductDraft): ProductUpdateForm {
  const variants = (draft.variants ?? []).filter((variant) => !isBlank(variant.color));
  const form: Record<string, unknown> = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    // Always sent: an emptied Arabic field clears the Arabic text.
    nameAr: draft.nameAr?.trim() ?? '',
    descriptionAr: draft.descriptionAr?.trim() ?? '',
    price: Number(draft.price),
    previousPrice: isBlank(draft.previousPrice) ? '' : String(Number(draft.previousPrice)),
    tags: JSON.stringify(tagNames(draft.tags)),
    variants: JSON.stringify(
      variants.map((variant): VariantUpdateInput => {
        const input: VariantUpdateInput = {
          color: String(variant.color).trim(),
          sizes: filledSizes(variant.sizes),
        };
        if (variant.id !== undefined) input.id = variant.id;
        if (!isBlank(variant.sku)) input.sku = String(variant.sku).trim();
        input.colorAr = variant.colorAr?.trim() ?? '';
        return input;
      }),
    ),
  };
  if (draft.isActive !== undefined) form.isActive = draft.isActive ? 'true' : 'false';
  const mainImage = fileOf(draft.mainImage);
  if (mainImage) form.mainImage = mainImage;
  const images = filesOf(draft.images);
  if (images.length) form.images = images;
  variants.forEach((variant, index) => {
    const variantMain = fileOf(variant.mainImage);
    if (variantMain) form[`variantMainImage_${index}`] = variantMain;
    const more = filesOf(variant.images);
    if (more.length) form[`variantAdditionalImages_${index}`] = more;
  });
  return form as unknown as ProductUpdateForm;
}

/**
 * The one-screen form's body (createProductWithVariants): the product with every colour, its sizes and
 * pictures, laid out as the edit's PUT (colour i's pictures as variantMainImage_i / variantAdditionalImages_i),
 * without ids. A new product is shown in the shop unless the form says otherwise.
 */
export function toProductWithVariantsForm(draft: ProductDraft): ProductWithVariantsForm {
  const fields = toProductUpdateForm({
    ...draft,
    variants: (draft.variants ?? []).map(({ id: _id, ...variant }) => variant),
  }) as unknown as Record<string, unknown>;
  if (!isBlank(draft.sku)) fields.sku = String(draft.sku).trim();
  // Empty Arabic texts mean none: leave them out rather than send blanks.
  if (fields.nameAr === '') delete fields.nameAr;
  if (fields.descriptionAr === '') delete fields.descriptionAr;
  if (fields.previousPrice === '') delete fields.previousPrice;
  return fields as unknown as ProductWithVariantsForm;
}
