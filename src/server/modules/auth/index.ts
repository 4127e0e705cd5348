// The auth module's public door: the sign-in operations, and what the server's start, its session check, its
// jobs and its configuration need.
export { handlers, startSession } from './handlers';
export { ensureAdmin } from './bootstrap';
export { adminPasswordProblem } from './password-policy';
export { hashPassword } from './passwords';
export {
  clearTotp,
  deleteExpiredSessions,
  deleteSessionsOf,
  findSession,
  hashToken,
  setTwoStepRequirement,
  twoStepRequired,
  upsertAdmin,
} from './repository';
export { totpCode } from './two-step';
