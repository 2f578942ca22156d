import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "../../scripts/local-env";

/**
 * The admin `npm start` seeds, created first and so the owner; most admin tests sign in as them,
 * each in its own session.
 */
export const ADMIN = { email: LOCAL_ADMIN_EMAIL, password: LOCAL_ADMIN_PASSWORD };

/**
 * A second admin (staff), created before the test server starts, for the test that changes its own
 * password and signs out its other sessions: revoking these cannot touch the other tests'.
 */
export const SETTINGS_ADMIN = { email: "settings-test@example.com", password: "quiet river lantern at dawn" };

/** The test server's D1 and R2, fresh for every run. */
export const STATE_DIR = "tests/browser/.output/state";

/**
 * An admin for the passkey test: it registers a passkey and signs out, so neither touches the
 * sessions or the sign-in of the admin the other tests use.
 */
export const PASSKEY_ADMIN = { email: "passkey-test@example.com", password: "amber kite over still water" };
