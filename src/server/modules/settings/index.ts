// The settings module's public door: its operations, and what the demo seed records for the setup guide.
export { handlers } from './handlers';
export { recordDemo, type DemoMarker } from './setup-guide';
