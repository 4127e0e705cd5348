// The auth module's public door: the sign-in operations, and what the server's start, its session check, its
// jobs and its configuration need.
export { handlers, startSession } from './handlers';
export { ensureAdmin } from './bootstrap';
export { adminPasswordProblem } from './password-policy';
export { hashPassword } from './passwords';
export { deleteExpiredSessions, deleteSessionsOf, findSession, hashToken, upsertAdmin } from './repository';
