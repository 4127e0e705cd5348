// The shipping module's public door: its operations, and the range of its fees (the product pages' JSON-LD).
export { handlers } from './handlers';
export { feeRange } from './repository';
