/** What other server code may use of the platform's authentication. */
export { hashPassword, verifyPassword } from './passwords';
export { passwordPolicyViolations, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './password-policy';
export { endSessionOfUser, endSessionsOfUser, openSessionsOfUser, revokeSession } from './sessions';
export { recordAuthEvent, type AuthEventName } from './events';
export { newOpaqueToken, hashToken } from './tokens';
export { weakPassword, issuePasswordLink } from './password-reset.routes';
export { createInvitation, onboardingLink, INVITATION_DAYS, type NewInvitation } from './invitations';
export { verifyCurrentPassword } from './current-password';
