import type { Locator } from "@playwright/test";
import { expect, test, uniqueSuffix } from "./fixtures";

/** How much of a select's widest option and its line the select shows, against what it needs to show them whole. */
function roomOf(select: Locator) {
  return select.evaluate((el) => {
    // The same select at its own size (as wide as its widest option, as tall as its line): what it needs.
    const probe = el.cloneNode(true) as HTMLElement;
    probe.style.cssText = "position:absolute;visibility:hidden;width:auto;min-width:0;max-width:none;height:auto;min-height:0;max-height:none";
    el.parentElement!.appendChild(probe);
    const needed = probe.getBoundingClientRect();
    probe.remove();
    const shown = el.getBoundingClientRect();
    return { shown: { width: shown.width, height: shown.height }, needed: { width: needed.width, height: needed.height } };
  });
}

test("the staff list's role select shows every role's name whole, at 1366 and 360 px", async ({ adminPage: page, api, playwright, baseURL, extraHTTPHeaders }) => {
  const suffix = uniqueSuffix();
  const colleague = { email: `arjun.${suffix}@example.in`, name: `Arjun Mehta ${suffix}`, password: `arjun's own passphrase ${suffix}` };
  const invite = await api.request.post("/api/admin/staff/invites", { data: { email: colleague.email, role: "manager" } });
  const token = new URL(((await invite.json()) as { link: string }).link).hash.slice("#token=".length);
  const theirs = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const accepted = await theirs.post("/api/admin/invitations/accept", { data: { token, name: colleague.name, password: colleague.password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  const { id } = (await accepted.json()) as { id: number };
  await theirs.dispose();

  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/settings");
    const roles = page.getByTestId("staff-member").filter({ hasText: colleague.name }).getByLabel(`Role of ${colleague.name}`);
    await expect(roles).toHaveValue("manager");
    await expect(roles.locator("option")).toHaveText(["Manager", "Editor", "Advisor"]);
    const { shown, needed } = await roomOf(roles);
    expect(shown.width, `the role select's width at ${width} px`).toBeGreaterThanOrEqual(needed.width - 0.5);
    expect(shown.height, `the role select's height at ${width} px`).toBeGreaterThanOrEqual(needed.height - 0.5);
  }
  expect((await api.request.delete(`/api/admin/staff/${id}`)).status()).toBe(200);
});
