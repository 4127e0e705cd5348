import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../shared/api-fetch';
import {
  cairoDateTime,
  END_AFTER_START,
  endAfterStart,
  fieldErrors,
  fieldMessages,
  optionalNumber,
  requiredNumber,
  optionalText,
  requiredText,
  serverFieldErrors,
} from './form-rules';

describe('form rules', () => {
  it('reads an emptied react-admin input (null) as blank, and trims', () => {
    expect(optionalText().parse(null)).toBeNull();
    expect(optionalText().parse('  Summer  ')).toBe('Summer');
    expect(requiredText('Name is required.').safeParse(null).error?.issues[0]?.message).toBe(
      'Name is required.',
    );
    expect(optionalNumber(z.number().min(0).nullish()).parse(' 12.5 ')).toBe(12.5);
    expect(optionalNumber(z.number().min(0).nullish()).parse('')).toBeNull();
    // Typed on an Arabic keyboard.
    expect(optionalNumber(z.number().min(0).nullish()).parse('١٢٫٥')).toBe(12.5);
    expect(requiredNumber('Required', z.number()).parse('۲۵')).toBe(25);
  });

  it('reads a typed date as Cairo time and refuses one it cannot read', () => {
    const date = cairoDateTime('Start date is required.', z.string());
    expect(date.parse('2026-06-01T00:00')).toBe('2026-05-31T21:00:00.000Z');
    expect(date.safeParse('yesterday').error?.issues[0]?.message).toBe('Check the date.');
  });

  it("gives each refused field its sentence, a text's limit, and the window's order with other mistakes", () => {
    const schema = endAfterStart(
      z.object({
        code: requiredText('Code is required.').pipe(
          z
            .string()
            .max(5)
            .regex(/^[A-Z]+$/),
        ),
        percentage: z.number().max(100),
        startDate: cairoDateTime('Start date is required.', z.string()),
        endDate: cairoDateTime('End date is required.', z.string()),
      }),
    );
    const messages = fieldMessages({ code: 'Capitals only.', percentage: () => 'Up to 100.' });
    const dates = { startDate: '2026-06-02T00:00', endDate: '2026-06-01T00:00' };
    expect(fieldErrors(schema, { code: 'ab', percentage: 120, ...dates }, messages)).toEqual({
      code: 'Capitals only.',
      percentage: 'Up to 100.',
      endDate: END_AFTER_START,
    });
    expect(fieldErrors(schema, { code: 'ABCDEFG', percentage: 1, ...dates }, messages).code).toBe(
      'At most 5 characters.',
    );
    expect(
      fieldErrors(
        schema,
        { code: 'AB', percentage: 1, startDate: '2026-06-01T00:00', endDate: '' },
        messages,
      ),
    ).toEqual({ endDate: 'End date is required.' });
  });
});

describe('serverFieldErrors', () => {
  it("puts the server's sentence on the form's own fields, the first of each, and nothing else", () => {
    const refused = new ApiError('Your current password is not right', 400, [
      { field: 'body.currentPassword', message: 'Your current password is not right' },
      { field: 'body.currentPassword', message: 'a second sentence' },
      { field: 'newPassword', message: 'The password is too short' },
      { field: 'body.somethingElse', message: 'not a field of this form' },
    ]);
    expect(serverFieldErrors(refused, ['currentPassword', 'newPassword'] as const)).toEqual({
      currentPassword: 'Your current password is not right',
      newPassword: 'The password is too short',
    });
    expect(serverFieldErrors(new Error('Network error'), ['currentPassword'] as const)).toEqual({});
  });
});
