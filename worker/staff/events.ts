import type { AdminRole } from "#core/taxonomies/admin-roles";

/** An action of the signed-in account on itself. */
interface OwnAction {
  adminId: number;
}

/** Factor changes carry where they came from (address, browser): the account holder is mailed them. */
interface FactorChange extends OwnAction {
  ip: string;
  device: string;
}

interface PasskeyChange extends FactorChange {
  credentialId: string;
  name: string;
}

/**
 * Staff accounts: `adminId` is who acted (the new colleague for an accepted invitation), `id` the
 * invitation (invited, withdrawn, accepted) or the colleague (removed, role changed, made owner).
 */
interface StaffChange extends OwnAction {
  id: number;
  email: string;
}

declare module "../events/types" {
  interface DomainEvents {
    "admin.signed_in": { adminId: number; ip: string };
    "admin.sign_in_failed": { email: string; ip: string };
    "admin.signed_out": OwnAction;
    "admin.other_sessions_revoked": OwnAction;
    "admin.password_changed": OwnAction;
    "admin.reverified": OwnAction;
    "admin.session_revoked": { adminId: number; sessionId: string };
    "staff.invited": StaffChange;
    "staff.invite_withdrawn": StaffChange;
    "staff.invite_accepted": StaffChange;
    "staff.removed": StaffChange;
    "ownership.transferred": { adminId: number; id: number };
    "admin.role_changed": { adminId: number; id: number; from: AdminRole; to: AdminRole };
    "admin.passkey_added": PasskeyChange;
    "admin.passkey_removed": PasskeyChange;
    "admin.totp_enabled": FactorChange;
    "admin.totp_disabled": FactorChange;
    "admin.recovery_codes_regenerated": FactorChange;
    /** The owner removed every factor of colleague `id` (the command line records the same action in SQL). */
    "admin.factors_reset": FactorChange & { id: number };
    "admin.password_sign_in_changed": { adminId: number; enabled: boolean };
    /**
     * A forgotten password: `id` is the account a reset link was mailed to (nobody is signed in yet);
     * `link` carries the token to the mail handler only, never to the audit trail or a log.
     */
    "admin.password_reset_requested": { id: number; email: string; link: string; expiresAt: string };
    "admin.password_reset": OwnAction;
  }
}
