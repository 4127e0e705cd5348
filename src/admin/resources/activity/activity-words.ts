/**
 * An activity entry in the back office's words, as pieces of text: the operation ("Changed stock"), what it was
 * about (a name, a number, how many, an export's filters) and each change ("price: EGP 450.00 → EGP 399.00").
 * A piece marked `data` is what the shop or its staff typed (names, codes, links, a colour and a size): shown
 * as written, never translated (`translate="no"`). Pure: the words come in from the language's texts.
 */
import type {
  ActivityChange,
  ActivityEntry,
  ActivityOperation,
  ActivityValue,
  AdminRole,
} from '../../../../generated/models';
import type { ActivityField, ActivityText, ExportFilterKey } from '../../i18n/activity';

export interface Piece {
  text: string;
  /** The shop's data, shown as written. */
  data?: boolean;
}

/** The words an entry borrows from the rest of the back office, in its language. */
export interface ActivityWords {
  t: ActivityText;
  /** An order's statuses (orders.ts). */
  statuses: Record<string, string>;
  /** The staff roles' names (staff.ts). */
  roles: Record<AdminRole, string>;
  active: string;
  inactive: string;
  money: (amount: number) => string;
  percent: (value: number) => string;
  dateTime: (instant: string) => string;
  /** A setup step's title by its id (setup-guide.ts). */
  setupStep: (step: string) => string | undefined;
  /** A governorate's name in the back office's language (the shipping table keeps them in English). */
  governorate: (name: string) => string;
}

const MONEY = new Set(['price', 'previousPrice', 'minOrderValue', 'shippingPrice']);
const DATES = new Set(['startDate', 'endDate']);
const EXPORTS = new Set<ActivityOperation>(['getCourierSheet', 'getCourierSheetXlsx', 'exportOrderLines']);
const DELETIONS = new Set<ActivityOperation>([
  'deleteProduct',
  'deleteCategoryOrTag',
  'deleteCoupon',
  'deleteDiscount',
  'deleteSynonymGroup',
  'removeStaffMember',
]);

const has = <K extends string>(words: Record<K, string>, key: string): key is K =>
  Object.prototype.hasOwnProperty.call(words, key);

/** "Changed stock", "Added a tag" (the calls shared by categories and tags say which). */
export function operationWords(entry: Pick<ActivityEntry, 'operation' | 'subject'>, t: ActivityText): string {
  const { operation, subject } = entry;
  if (subject === 'tags' && has(t.tagOperations, operation)) return t.tagOperations[operation];
  return t.operations[operation];
}

/** The field's name: "price", "stock (Sage, M)" with the colour and size as written, or the field as written. */
export function fieldPieces(field: string, t: ActivityText): Piece[] {
  const detailed = /^(\w+) (\(.*\))$/.exec(field);
  const [name, detail] = detailed ? [detailed[1]!, detailed[2]!] : [field, undefined];
  if (!has(t.fields, name)) return [{ text: field, data: true }];
  const words = t.fields[name as ActivityField];
  return detail ? [{ text: `${words} ` }, { text: detail, data: true }] : [{ text: words }];
}

/** A value before or after, in words where the back office has them; none is "—". */
export function valuePieces(field: string, value: ActivityValue, w: ActivityWords): Piece[] {
  const { t } = w;
  const name = field.split(' ')[0]!;
  if (value === null || value === '') return [{ text: t.none }];
  if (typeof value === 'boolean') {
    if (name === 'isActive') return [{ text: value ? w.active : w.inactive }];
    if (name === 'suspended') return [{ text: value ? t.suspended : t.notSuspended }];
    if (name === 'twoStep' || name === 'twoStepRequired')
      return [{ text: value ? t.switchedOn : t.switchedOff }];
    return [{ text: value ? t.yes : t.no }];
  }
  if (typeof value === 'number') {
    if (MONEY.has(name)) return [{ text: w.money(value) }];
    if (name === 'percentage') return [{ text: w.percent(value) }];
    return [{ text: String(value) }];
  }
  if (DATES.has(name) && !Number.isNaN(Date.parse(value))) return [{ text: w.dateTime(value) }];
  if (name === 'status' && has(w.statuses, value)) return [{ text: w.statuses[value] }];
  if (name === 'cancelReason' && has(t.reasons, value)) return [{ text: t.reasons[value] }];
  if (name === 'role' && has(w.roles, value)) return [{ text: w.roles[value] }];
  if (name === 'on') {
    // A discount's "applies to": "product Linen Wrap Midi Dress" — the kind in words, the name as written.
    const on = /^(product|category|tag) (.*)$/s.exec(value);
    if (on) return [{ text: `${t.discountOn[on[1] as 'product']} ` }, { text: on[2]!, data: true }];
  }
  return [{ text: value, data: true }];
}

export interface ChangeLine {
  field: Piece[];
  before: Piece[];
  after: Piece[];
}

export function changeLine(change: ActivityChange, w: ActivityWords): ChangeLine {
  return {
    field: fieldPieces(change.field, w.t),
    before: valuePieces(change.field, change.before, w),
    after: valuePieces(change.field, change.after, w),
  };
}

/** The screen of the record an entry is about, under /admin, where it still exists and has one. */
export function recordPath(entry: ActivityEntry): string | undefined {
  const id = entry.subjectId;
  if (id === null || DELETIONS.has(entry.operation)) return undefined;
  const path = encodeURIComponent(id);
  switch (entry.subject) {
    case 'products':
      return `/products?edit=${path}`;
    case 'orders':
      return `/orders/${path}`;
    case 'returns':
      return `/returns/${path}/show`;
    case 'coupons':
      return `/coupons/${path}`;
    case 'discounts':
      return `/discounts/${path}`;
    case 'categories':
      return `/categories/${path}`;
    case 'tags':
      return `/tags/${path}`;
    case 'staff':
      return '/staff';
    case 'synonyms':
      return '/synonyms';
    case 'shipping':
      return '/shipping';
    default:
      return undefined;
  }
}

/** An export's filters (its query string) in words: "status: Pending · from 2026-11-01 · search: Nour". */
export function exportFilterPieces(query: string, w: ActivityWords): Piece[] {
  const { t } = w;
  const pieces: Piece[] = [];
  for (const [key, value] of new URLSearchParams(query)) {
    if (pieces.length) pieces.push({ text: ' · ' });
    if (!has(t.exportFilter, key)) {
      pieces.push({ text: `${key}=${value}`, data: true });
      continue;
    }
    const words = t.exportFilter[key as ExportFilterKey];
    if (key === 'status' && has(w.statuses, value)) pieces.push({ text: `${words}: ${w.statuses[value]}` });
    else if (key === 'cancelReason' && has(t.reasons, value))
      pieces.push({ text: `${words}: ${t.reasons[value]}` });
    else if (key === 'startDate' || key === 'endDate') pieces.push({ text: `${words} ` }, { text: value });
    else pieces.push({ text: `${words}: ` }, { text: value, data: true });
  }
  return pieces;
}

/** What the entry was about, beside its operation: a name (linked where it has a screen), a number, how many. */
export interface EntryObject {
  /** The record's name or number. */
  name?: Piece;
  /** Under /admin. */
  path?: string;
  /** A call on many: how many. */
  count?: string;
  /** An export's filters. */
  filter?: Piece[];
}

export function entryObject(entry: ActivityEntry, w: ActivityWords): EntryObject {
  const { t } = w;
  const count = entry.subjectIds.length ? t.many(entry.subject, entry.subjectIds.length) : undefined;
  if (EXPORTS.has(entry.operation)) {
    if (count) return { count };
    return entry.label ? { filter: exportFilterPieces(entry.label, w) } : { filter: [{ text: t.allOrders }] };
  }
  // Her own account: the member is the entry's, named already.
  if (entry.subject === 'auth') return {};
  if (entry.operation === 'markSetupStep' && entry.subjectId) {
    const title = w.setupStep(entry.subjectId);
    return { name: title ? { text: title } : { text: entry.subjectId, data: true } };
  }
  const path = recordPath(entry);
  if (entry.label) {
    if (entry.subject === 'shipping') {
      const name = w.governorate(entry.label);
      return { name: { text: name, data: name === entry.label }, path };
    }
    return { name: { text: entry.label, data: true }, path, count };
  }
  if (entry.subjectId) return { name: { text: t.number(entry.subjectId), data: true }, path, count };
  return count ? { count } : {};
}
