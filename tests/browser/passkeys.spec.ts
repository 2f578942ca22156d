import { Secret, TOTP } from "otpauth";
import { PASSKEY_ADMIN } from "./accounts";
import { expect, signInPage, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

// Chromium's software authenticator (DevTools WebAuthn domain) stands in for a phone or a laptop's
// fingerprint reader: it creates and uses real credentials, which the server verifies as any other.
test("an admin registers a passkey in Settings, signs in with it, adds an authenticator app and uses a recovery code", async ({ page, baseURL }) => {
  // The login page asks who is signed in and hears 401 after the sign-out: that one is expected.
  const problems = watchConsole(page, { allowFailedRequests: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInPage(page, baseURL, PASSKEY_ADMIN);
  await page.goto("/admin/settings");
  const name = `Test laptop ${uniqueSuffix()}`;
  await page.getByLabel("Passkey name").fill(name);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  // A fresh sign-in is not enough to add a factor: the password is asked for in this step
  // (the account has no factor yet, so the password is its strongest).
  const confirm = page.getByRole("dialog", { name: "Confirm your password" });
  await confirm.getByLabel("Password").fill("not the password at all");
  await confirm.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(confirm.getByText("Invalid credentials")).toBeVisible();
  await confirm.getByLabel("Password").fill(PASSKEY_ADMIN.password);
  await confirm.getByRole("button", { name: "Confirm and continue" }).click();
  await expect(toast(page, `Passkey “${name}” added.`)).toBeVisible();
  // The first factor comes with ten recovery codes, shown this once as a step that blocks until saved.
  const codesStep = page.getByRole("dialog", { name: "Your recovery codes" });
  const codes = codesStep.getByRole("region", { name: "Your recovery codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  await page.keyboard.press("Escape");
  await expect(codesStep).toBeVisible();
  const recoveryCode = await codes.getByRole("listitem").first().innerText();
  await codes.getByRole("button", { name: "I have saved them" }).click();
  await expect(codesStep).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText(name)).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get("/api/admin/me")).status()).toBe(401);

  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const me = await page.request.get("/api/admin/me");
  expect(me.status()).toBe(200);
  expect((await me.json()) as { email: string }).toMatchObject({ email: PASSKEY_ADMIN.email });

  await page.goto("/admin/settings");
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText(/last used/)).toBeVisible();

  // An authenticator app, set up from the QR code (an <img> of data: SVG, which the CSP allows).
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  // Now the account has a passkey: the confirmation asks for it, not the password.
  const withPasskey = page.getByRole("dialog", { name: "Confirm with your passkey" });
  await expect(withPasskey.getByLabel("Password")).toHaveCount(0);
  await withPasskey.getByRole("button", { name: "Use my passkey" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await page.locator("code").innerText()).replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(TOTP.generate({ secret: Secret.fromBase32(key) }));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(toast(page, "Authenticator app turned on.")).toBeVisible();
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();

  // The password now needs a code: a recovery code stands in for the app's.
  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByLabel("Email").fill(PASSKEY_ADMIN.email);
  await page.getByLabel("Password").fill(PASSKEY_ADMIN.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.getByLabel("Verification code").fill(recoveryCode);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(problems).toEqual([]);
});
