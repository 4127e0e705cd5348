// The discounts module's public door: its operations.
export { handlers } from './handlers';
