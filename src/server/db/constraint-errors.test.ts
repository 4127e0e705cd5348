// The real drivers' clashes are met end to end in tests/api (a coupon code, a category name, a repeated
// Idempotency-Key answered 409); here, the shapes they come in.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isUniqueViolation } from './constraint-errors';

/** What node-postgres and PGlite throw: the SQLSTATE and the constraint's name on the error. */
const driverError = (code: string, constraint: string) =>
  Object.assign(new Error(`violates constraint "${constraint}"`), { code, constraint });

describe('isUniqueViolation', () => {
  const clash = driverError('23505', 'coupons_code_lower_unique');

  it('sees a unique violation bare or wrapped by Drizzle, by constraint name or pattern', () => {
    const wrapped = new DrizzleQueryError('insert into "coupons" …', [], clash);
    for (const error of [clash, wrapped]) {
      expect(isUniqueViolation(error)).toBe(true);
      expect(isUniqueViolation(error, 'coupons_code_lower_unique')).toBe(true);
      expect(isUniqueViolation(error, /code/)).toBe(true);
      expect(isUniqueViolation(error, 'orders_order_number_unique')).toBe(false);
      expect(isUniqueViolation(error, /idempotency/)).toBe(false);
    }
  });

  it('is false for every other error', () => {
    const foreignKey = driverError('23503', 'orders_coupon_id_coupons_id_fk');
    expect(isUniqueViolation(new DrizzleQueryError('insert …', [], foreignKey))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(
      false,
    );
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
