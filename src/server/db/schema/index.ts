// The whole schema, one file per domain. Import tables from here: `import { products } from '../db/schema'`.
export * from './activity';
export * from './auth';
export * from './categories';
export * from './challenge';
export * from './coupons';
export * from './discounts';
export * from './orders';
export * from './products';
export * from './returns';
export * from './settings';
export * from './shipping';
export * from './synonyms';
export * from './tags';
export * from './throttle';
