// The activity log's public door: its operation, how a write records itself, and the prune the jobs run.
export { handlers } from './handlers';
export { recordActivity, withActivity, type ActivityNote } from './record';
export { changesOf, type Changeable } from './changes';
export { pruneEntries as pruneActivity } from './repository';

/** How long entries are kept: over a year, so last year's same season can be compared. */
export const ACTIVITY_KEEP_DAYS = 400;
