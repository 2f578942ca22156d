import { test as setup } from "@playwright/test";
import { ADMIN, ADMIN_SESSION } from "./accounts";
import { signInPage } from "./fixtures";

/**
 * Signs the owner in once per run, through the API as a browser would, and keeps the session for the
 * tests that only need to be signed in (the `adminPage` and `api` fixtures): one password check
 * instead of one per test.
 */
setup("the owner signs in once for the run", async ({ page, baseURL }) => {
  await signInPage(page, baseURL, ADMIN);
  await page.context().storageState({ path: ADMIN_SESSION });
});
