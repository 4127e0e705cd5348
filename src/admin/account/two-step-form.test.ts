import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '../form-rules';
import { loadArabic } from '../i18n/use-admin-texts';
import { groupedKey } from './two-step-card';
import { twoStepForms, twoStepFormsEn } from './two-step-form';

let arabic: ReturnType<typeof twoStepForms>;
beforeAll(async () => {
  const { app } = await loadArabic();
  arabic = twoStepForms(app.account, app.forms);
});

describe('the two-step sign-in forms', () => {
  it("sends the app's six digits without the spaces it shows them with, Arabic-Indic digits read as Latin", () => {
    expect(twoStepFormsEn.confirm.schema.parse({ code: ' ١٢٣ 456 ' })).toEqual({ code: '123456' });
    expect(fieldErrors(twoStepFormsEn.confirm.schema, { code: '12345' })).toEqual({
      code: 'Type the 6 digits the app shows',
    });
    expect(fieldErrors(arabic.confirm.schema, { code: null })).toEqual({
      code: 'اكتبي الـ6 أرقام اللي ظاهرة في التطبيق',
    });
  });

  it('asks for the password as typed, and a code or a recovery code to turn it off', () => {
    expect(twoStepFormsEn.setup.schema.parse({ currentPassword: ' my sentence ' })).toEqual({
      currentPassword: ' my sentence ',
    });
    expect(fieldErrors(twoStepFormsEn.off.schema, { currentPassword: null, code: ' ' })).toEqual({
      currentPassword: 'Required',
      code: 'Type a code',
    });
    expect(fieldErrors(arabic.off.schema, { currentPassword: '', code: '' })).toEqual({
      currentPassword: 'مطلوب',
      code: 'اكتبي الكود',
    });
    expect(twoStepFormsEn.off.schema.parse({ currentPassword: 'x', code: 'K7QF-2M9D-XR4T-8HBN' })).toEqual({
      currentPassword: 'x',
      code: 'K7QF-2M9D-XR4T-8HBN',
    });
  });

  it('groups the key in fours, to type it by hand', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PX');
  });
});
