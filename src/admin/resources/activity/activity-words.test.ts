// An activity entry in words, in both languages: the operations, the fields and their values, what an entry was
// about and where it links; the shop's data stays as written.
import { beforeAll, describe, expect, it } from 'vitest';
import { ActivityOperation, type ActivityEntry } from '../../../../generated/models';
import { governorateName } from '../../../shared/governorates';
import { ACTIVITY_EN } from '../../i18n/activity';
import { FORMS_EN } from '../../i18n/forms';
import { ORDERS_EN } from '../../i18n/orders';
import { SETUP_GUIDE_EN } from '../../i18n/setup-guide';
import { STAFF_EN } from '../../i18n/staff';
import { loadArabic } from '../../i18n/use-admin-texts';
import {
  changeLine,
  entryObject,
  operationWords,
  recordPath,
  type ActivityWords,
  type Piece,
} from './activity-words';

const english: ActivityWords = {
  t: ACTIVITY_EN,
  statuses: ORDERS_EN.statuses,
  roles: STAFF_EN.roleNames,
  active: FORMS_EN.active,
  inactive: FORMS_EN.inactive,
  money: FORMS_EN.money,
  percent: FORMS_EN.percent,
  dateTime: FORMS_EN.dateTime,
  setupStep: (step) => SETUP_GUIDE_EN.steps[step as 'shipping']?.title,
  governorate: (name) => governorateName(name, 'en'),
};

let arabic: ActivityWords;
beforeAll(async () => {
  const { app } = await loadArabic();
  arabic = {
    t: app.activity,
    statuses: app.orders.statuses,
    roles: app.staff.roleNames,
    active: app.forms.active,
    inactive: app.forms.inactive,
    money: app.forms.money,
    percent: app.forms.percent,
    dateTime: app.forms.dateTime,
    setupStep: (step) => app.setupGuide.steps[step as 'shipping']?.title,
    governorate: (name) => governorateName(name, 'ar'),
  };
});

const text = (pieces: Piece[] | undefined) => (pieces ?? []).map((piece) => piece.text).join('');
const line = (words: ActivityWords, field: string, before: unknown, after: unknown) => {
  const l = changeLine({ field, before, after } as never, words);
  return `${text(l.field)}: ${text(l.before)} ${words.t.arrow} ${text(l.after)}`;
};

const entry = (
  fields: Partial<ActivityEntry> & Pick<ActivityEntry, 'operation' | 'subject'>,
): ActivityEntry => ({
  id: 1,
  at: '2026-11-24T09:15:02.000Z',
  member: { id: 1, username: 'admin', role: 'owner' },
  address: null,
  subjectId: null,
  subjectIds: [],
  label: null,
  changes: [],
  ...fields,
});

describe('activity in words', () => {
  it('names every operation in both languages, a tag’s as a tag’s', () => {
    for (const operation of Object.values(ActivityOperation)) {
      expect(operationWords({ operation, subject: 'products' }, english.t)).toMatch(/\w/);
      const latin = operationWords({ operation, subject: 'products' }, arabic.t).match(/[A-Za-z]{3,}/g) ?? [];
      expect(latin.filter((word) => word !== 'Excel')).toEqual([]);
    }
    expect(operationWords({ operation: 'addCategory', subject: 'categories' }, english.t)).toBe(
      'Added a category',
    );
    expect(operationWords({ operation: 'addCategory', subject: 'tags' }, english.t)).toBe('Added a tag');
    expect(operationWords({ operation: 'deleteCategoryOrTag', subject: 'tags' }, arabic.t)).toBe('مسحت تاج');
  });

  it('writes money as the back office does, percentages, dates in Cairo time, limits removed as —', () => {
    expect(line(english, 'shippingPrice', 50, 65)).toBe('shipping price: EGP 50.00 → EGP 65.00');
    expect(line(english, 'previousPrice', null, 1450)).toBe('previous price: — → EGP 1,450.00');
    expect(line(english, 'percentage', 10, 15)).toBe('percentage: 10% → 15%');
    expect(line(english, 'maxUsage', 200, null)).toBe('maximum uses: 200 → —');
    expect(line(english, 'endDate', '2026-08-31T20:59:59.000Z', '2026-09-30T20:59:59.000Z')).toBe(
      'end: 31/08/2026, 23:59 → 30/09/2026, 23:59',
    );
    expect(line(arabic, 'minOrderValue', 500, 750)).toBe('أقل قيمة للطلب: 500.00 ج.م ← 750.00 ج.م');
  });

  it('says yes and no, the kind a discount applies to, and keeps what the shop typed as data', () => {
    expect(line(english, 'deleted', false, true)).toBe('deleted: No → Yes');
    expect(line(english, 'twoStep', false, true)).toBe('two-step sign-in: Off → On');
    expect(line(english, 'twoStepRequired', true, false)).toBe('two-step sign-in for everyone: On → Off');
    expect(line(english, 'otherSessions', 2, 0)).toBe('other sessions: 2 → 0');
    expect(line(arabic, 'twoStep', true, false)).toBe('الدخول بخطوتين: مفعّل ← متوقف');
    expect(operationWords({ operation: 'confirmTwoStep', subject: 'auth' }, english.t)).toBe(
      'Turned on two-step sign-in',
    );
    expect(operationWords({ operation: 'setTwoStepRequired', subject: 'staff' }, arabic.t)).toBe(
      'غيّرت إلزام الدخول بخطوتين',
    );
    expect(line(arabic, 'deleted', false, true)).toBe('اتمسح: لأ ← أيوه');
    const on = changeLine({ field: 'on', before: 'product Linen Dress', after: 'tag linen' }, arabic);
    expect(on.before).toEqual([{ text: 'منتج ' }, { text: 'Linen Dress', data: true }]);
    expect(on.after).toEqual([{ text: 'تاج ' }, { text: 'linen', data: true }]);
    const words = changeLine(
      { field: 'words', before: 'dress · frock', after: 'dress · frock · فستان' },
      english,
    );
    expect(words.after).toEqual([{ text: 'dress · frock · فستان', data: true }]);
    // A field the back office has no words for shows as the server named it, as data.
    expect(changeLine({ field: 'somethingNew', before: 1, after: 2 }, arabic).field).toEqual([
      { text: 'somethingNew', data: true },
    ]);
  });

  it('links what still has a screen, and nothing deleted', () => {
    expect(recordPath(entry({ operation: 'updateCoupon', subject: 'coupons', subjectId: '4' }))).toBe(
      '/coupons/4',
    );
    expect(
      recordPath(entry({ operation: 'deleteCoupon', subject: 'coupons', subjectId: '4' })),
    ).toBeUndefined();
    expect(recordPath(entry({ operation: 'updateDiscount', subject: 'discounts', subjectId: '6' }))).toBe(
      '/discounts/6',
    );
    expect(recordPath(entry({ operation: 'updateTag', subject: 'tags', subjectId: '2' }))).toBe('/tags/2');
    expect(recordPath(entry({ operation: 'refundReturn', subject: 'returns', subjectId: '17' }))).toBe(
      '/returns/17/show',
    );
    expect(
      recordPath(entry({ operation: 'changeOwnPassword', subject: 'auth', subjectId: '1' })),
    ).toBeUndefined();
  });

  it('says what an entry was about: a number, how many, an export’s filters, a step, a governorate', () => {
    expect(
      entryObject(entry({ operation: 'addOrderNote', subject: 'orders', subjectId: '318' }), english),
    ).toEqual({
      name: { text: '#318', data: true },
      path: '/orders/318',
      count: undefined,
    });
    expect(
      entryObject(
        entry({ operation: 'bulkUpdateProducts', subject: 'products', subjectIds: ['1', '2'] }),
        arabic,
      ),
    ).toEqual({ count: 'منتجين' });
    expect(entryObject(entry({ operation: 'getCourierSheet', subject: 'orders' }), english)).toEqual({
      filter: [{ text: 'all orders' }],
    });
    expect(
      text(
        entryObject(
          entry({
            operation: 'getCourierSheetXlsx',
            subject: 'orders',
            label: 'cancelReason=no_answer&q=Nour',
          }),
          arabic,
        ).filter,
      ),
    ).toBe('سبب الإلغاء: مابتردش · بحث: Nour');
    expect(
      entryObject(
        entry({ operation: 'exportOrderLines', subject: 'orders', subjectIds: ['7', '9'] }),
        english,
      ),
    ).toEqual({ count: '2 orders' });
    expect(
      entryObject(entry({ operation: 'markSetupStep', subject: 'settings', subjectId: 'shipping' }), english),
    ).toEqual({ name: { text: 'Shipping prices checked' } });
    expect(
      entryObject(
        entry({ operation: 'updateShippingPrice', subject: 'shipping', subjectId: '8', label: 'Giza' }),
        arabic,
      ),
    ).toEqual({ name: { text: 'الجيزة', data: false }, path: '/shipping' });
    expect(
      entryObject(entry({ operation: 'endOtherSessions', subject: 'auth', label: 'admin' }), english),
    ).toEqual({});
  });
});
