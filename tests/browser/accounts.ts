import { LOCAL_ADMIN_EMAIL, LOCAL_ADMIN_PASSWORD } from "../../scripts/local-env";

/**
 * The admin `npm start` seeds, created first and so the owner. Most admin tests share one session of
 * theirs, signed in once per run (sign-in.setup.ts); a test that signs it out, revokes it or changes
 * its password or factors would end it for every other test, so it signs in a session of its own.
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

/** The owner's shared session (cookies), written by sign-in.setup.ts before any other test runs. */
export const ADMIN_SESSION = "tests/browser/.output/auth/admin.json";
