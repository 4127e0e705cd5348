// The staff module's public door: its operations.
export { handlers } from './handlers';
