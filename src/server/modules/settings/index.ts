// The settings module's public door: its operations, what the demo seed records for the setup guide, and the
// returns policy the returns and orders modules read.
export { handlers } from './handlers';
export { recordDemo, type DemoMarker } from './setup-guide';
export { readReturnPolicy } from './return-policy';
