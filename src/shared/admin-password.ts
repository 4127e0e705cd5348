/**
 * The admin password's one rule a form can check before sending: its length. The server also refuses the common
 * passwords (src/server/modules/auth/password-policy.ts), whose list stays on the server.
 */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;
