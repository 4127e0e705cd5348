// The settings module's public door: its operations.
export { handlers } from './handlers';
