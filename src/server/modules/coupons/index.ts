// The coupons' public door: their operations, and the date-window check discounts share.
export { handlers } from './handlers';
export { checkWindow } from './service';
