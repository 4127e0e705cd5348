/**
 * The return or exchange request form, apart from the screen: what the form holds (one row per line that may
 * still be asked back), its schema — the contract's `requestReturnBody` (kind, items, reasons, lengths) behind
 * the shop's own checks: a kind chosen, at least one item, 1 to `returnable` of each (Arabic-Indic digits read as
 * Latin), a reason, and for an exchange a colour and size of the same piece that are in stock — and the body and
 * headers sent (the order's key as `X-Order-Key` on the confirmation page, the mobile number on /track).
 *
 * Errors carry a code (`ReturnErrorCode`) rather than a sentence: the screen words them at render time, in the
 * page's language. A server refusal's own words are set with the type `server` and shown as they come.
 */
import { z } from 'zod';
import type {
  Product,
  ReturnRequestCreate,
  ShopperOrderItem,
  ShopperReturnReason,
} from '../../../../generated/models';
import { requestReturnBody } from '../../../../generated/zod/returns/returns.zod';
import { latinDigits } from '../../../shared/digits';
import { SHOPPER_RETURN_REASONS } from '../../../shared/returns';

const contract = requestReturnBody.shape;
const contractItem = contract.items.element.shape;

/** How the shopper opened her order: the key of the confirmation page, or the mobile typed on /track. */
export type OrderAccess =
  | { orderNumber: string; key: string; mobileNumber?: undefined }
  | { orderNumber: string; mobileNumber: string; key?: undefined };

/** The request options of a call on the order: its key as a header, when the page has it. */
export function accessRequest(access: OrderAccess): { headers: Record<string, string> } | undefined {
  return access.key ? { headers: { 'X-Order-Key': access.key } } : undefined;
}

/** What a call's body says of the order: its number, and the mobile when there is no key. */
export function accessBody(access: OrderAccess): { orderNumber: string; mobileNumber?: string } {
  return access.key
    ? { orderNumber: access.orderNumber }
    : { orderNumber: access.orderNumber, mobileNumber: access.mobileNumber };
}

export type ReturnKindChoice = 'return' | 'exchange';

export interface ReturnLineInput {
  orderItemId: number;
  selected: boolean;
  /** As typed (Arabic-Indic digits welcome). */
  quantity: string;
  reason: ShopperReturnReason | '';
  note: string;
  /** A colour's (variant's) id as the select holds it, '' for none. */
  wantedVariantId: string;
  wantedSize: string;
}

export interface ReturnFormInput {
  kind: ReturnKindChoice | '';
  items: ReturnLineInput[];
}

export type ReturnFormValues = Pick<ReturnRequestCreate, 'kind' | 'items'>;

/** The lines that may still be asked back, in the order's order. */
export function returnableLines(items: readonly ShopperOrderItem[]): ShopperOrderItem[] {
  return items.filter((item) => item.returnable > 0);
}

export function emptyReturnForm(lines: readonly ShopperOrderItem[]): ReturnFormInput {
  return {
    kind: '',
    items: lines.map((line) => ({
      orderItemId: line.id,
      selected: lines.length === 1,
      quantity: '1',
      reason: '',
      note: '',
      wantedVariantId: '',
      wantedSize: '',
    })),
  };
}

/** A colour an exchange may become, with its sizes in stock (those only). */
export interface ExchangeColour {
  variantId: number;
  color: string;
  colorAr: string | null;
  sizes: { size: string; stock: number }[];
}

/** What an exchange of a line may become: still loading, failed to load, the piece gone, nothing in stock, or the colours. */
export type ExchangeOptions =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'gone' }
  | { state: 'none' }
  | { state: 'ready'; colours: ExchangeColour[] };

/** The colours of a product with at least one size in stock, each with its sizes in stock. */
export function exchangeColours(product: Product): ExchangeColour[] {
  return product.variants
    .map((v) => ({
      variantId: v.id,
      color: v.color,
      colorAr: v.colorAr ?? null,
      sizes: v.sizes.filter((s) => s.stock > 0).map((s) => ({ size: s.size, stock: s.stock })),
    }))
    .filter((c) => c.sizes.length > 0);
}

/**
 * A line's exchange options from its product's fetch: no product (deleted) or a 404 is "gone"; a product with
 * nothing in stock (or switched off, answered 404 too) cannot be exchanged.
 */
export function exchangeOptionsOf(
  productId: number | null,
  fetch: { status: 'pending' | 'error' | 'success'; data?: Product; errorStatus: number | null },
): ExchangeOptions {
  if (productId === null) return { state: 'gone' };
  if (fetch.status === 'error') return fetch.errorStatus === 404 ? { state: 'gone' } : { state: 'failed' };
  if (fetch.status === 'pending' || !fetch.data) return { state: 'loading' };
  const colours = exchangeColours(fetch.data);
  return colours.length ? { state: 'ready', colours } : { state: 'none' };
}

/** What the schema checks against: the lines (for `returnable`) and, for an exchange, each line's options. */
export interface ReturnFormContext {
  lines: readonly ShopperOrderItem[];
  exchange: ReadonlyMap<number, ExchangeOptions>;
}

export type ReturnErrorCode =
  'kind' | 'items' | 'quantity' | 'reason' | 'note' | 'notExchangeable' | 'wantedColor' | 'wantedSize';

/** A typed quantity as a whole number, or NaN: "٢" → 2, " 3 " → 3, "1.5" → NaN. */
export function parseQuantity(typed: string): number {
  const text = latinDigits(typed).trim();
  return /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
}

const SHOPPER_REASONS: readonly string[] = SHOPPER_RETURN_REASONS;

const formShape = z.object({
  kind: z.string(),
  items: z.array(
    z.object({
      orderItemId: z.number(),
      selected: z.boolean(),
      quantity: z.string(),
      reason: z.string(),
      note: z.string(),
      wantedVariantId: z.string(),
      wantedSize: z.string(),
    }),
  ),
});

/** The form's schema for this order: the shop's checks, then the body as the contract takes it. */
export function returnFormSchema(context: ReturnFormContext) {
  return formShape
    .superRefine((values, ctx) => {
      const issue = (path: (string | number)[], code: ReturnErrorCode) =>
        ctx.addIssue({ code: 'custom', path, message: code });
      const exchange = values.kind === 'exchange';
      if (values.kind !== 'return' && !exchange) issue(['kind'], 'kind');
      if (!values.items.some((row) => row.selected)) issue(['items'], 'items');
      values.items.forEach((row, i) => {
        if (!row.selected) return;
        const line = context.lines.find((l) => l.id === row.orderItemId);
        const quantity = parseQuantity(row.quantity);
        if (!line || !(quantity >= 1 && quantity <= line.returnable))
          issue(['items', i, 'quantity'], 'quantity');
        if (!SHOPPER_REASONS.includes(row.reason)) issue(['items', i, 'reason'], 'reason');
        if (!contractItem.note.safeParse(row.note.trim()).success) issue(['items', i, 'note'], 'note');
        if (!exchange) return;
        const options = context.exchange.get(row.orderItemId) ?? { state: 'loading' };
        if (options.state === 'gone' || options.state === 'none') {
          issue(['items', i, 'selected'], 'notExchangeable');
          return;
        }
        const colour =
          options.state === 'ready'
            ? options.colours.find((c) => String(c.variantId) === row.wantedVariantId)
            : undefined;
        if (!colour) issue(['items', i, 'wantedVariantId'], 'wantedColor');
        else if (!colour.sizes.some((s) => s.size === row.wantedSize))
          issue(['items', i, 'wantedSize'], 'wantedSize');
      });
    })
    .transform((values) => {
      const exchange = values.kind === 'exchange';
      return {
        kind: values.kind as ReturnKindChoice,
        items: values.items
          .filter((row) => row.selected)
          .map((row) => {
            const note = row.note.trim();
            return {
              orderItemId: row.orderItemId,
              quantity: parseQuantity(row.quantity),
              reason: row.reason as ShopperReturnReason,
              ...(note ? { note } : {}),
              ...(exchange
                ? { wantedVariantId: Number(row.wantedVariantId), wantedSize: row.wantedSize }
                : {}),
            };
          }),
      };
    })
    .pipe(z.object({ kind: contract.kind, items: contract.items }));
}

/** The form lines (their indexes) in the order the body lists them: the server's `items[n]` is the n-th of these. */
export function sentLineIndexes(values: ReturnFormInput): number[] {
  return values.items.flatMap((row, i) => (row.selected ? [i] : []));
}

type LineField = 'selected' | 'quantity' | 'reason' | 'note' | 'wantedVariantId' | 'wantedSize';
const DETAIL_FIELDS: Record<string, LineField> = {
  orderItemId: 'selected',
  quantity: 'quantity',
  reason: 'reason',
  note: 'note',
  wantedVariantId: 'wantedVariantId',
  wantedSize: 'wantedSize',
};

/**
 * Where a refusal's detail belongs in the form: `items[1].quantity` (or `items.1.quantity`) of the body is the
 * quantity of the form line sent second. Null for a field the form has no box for.
 */
export function formFieldOfDetail(
  field: string,
  sent: readonly number[],
): `items.${number}.${LineField}` | null {
  const m = /^items(?:\[(\d+)\]|\.(\d+))\.(\w+)$/.exec(field);
  if (!m) return null;
  const line = sent[Number(m[1] ?? m[2])];
  const name = DETAIL_FIELDS[m[3]!];
  return line === undefined || !name ? null : `items.${line}.${name}`;
}
