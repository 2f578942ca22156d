/**
 * Staff change what every public page shows (Settings → Site), so this runs in the "site-wide"
 * project, after the parallel tests, one test at a time, and puts the values back afterwards.
 */
import { readFileSync } from "node:fs";
import type { SiteSettings } from "#core/schemas/site-settings";
import { pdfText } from "../build/pdf-text";
import { expect, test, toast } from "./fixtures";

test.describe.configure({ mode: "serial" });

interface Overview {
  version: number;
  settings: SiteSettings;
}

test("staff change the phone number and the figures, and the public pages show them after a reload; one click restores them", async ({
  adminPage: page,
  api,
  browser,
}) => {
  const original = (await (await api.request.get("/api/admin/site-settings")).json()) as Overview;
  const originalPhone = original.settings.phones[0];
  const visitor = await browser.newPage();
  try {
    // A visitor has the home page in the edge cache before the change.
    await visitor.goto("/");
    const footer = visitor.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: originalPhone })).toBeVisible();

    await page.goto("/admin/settings");
    await page.getByRole("link", { name: "Edit site settings" }).click();
    await expect(page.getByRole("heading", { name: "Site settings" })).toBeVisible();

    // A landline is refused for WhatsApp, with the reason, and nothing is saved.
    await page.getByLabel("WhatsApp number").fill("0522 400 1234");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByLabel("WhatsApp number")).toHaveAccessibleDescription(/WhatsApp reaches mobiles only/);
    await expect(page.getByLabel("WhatsApp number")).toBeFocused();
    await page.getByLabel("WhatsApp number").fill(original.settings.whatsapp);

    await page.getByLabel("Main phone number").fill("+91 98930 12345");
    const hero = page.getByRole("group", { name: "Hero" });
    const stats = page.getByRole("group", { name: "Stats band" });
    // The spec's figures contradict each other, and the screen says so until they agree.
    await expect(page.getByText("The hero says 500+ Happy Clients while the stats band says 250+ Clients Served.")).toBeVisible();
    await hero.getByLabel("Figure 1").fill("320");
    await stats.getByLabel("Figure 1").fill("320");
    await stats.getByLabel("Figure 3").fill("92");
    await expect(page.getByText(/The hero says/)).toBeHidden();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Site settings saved")).toBeVisible();
    await expect(page.getByText(`Version ${original.version + 1} is live.`)).toBeVisible();

    await visitor.reload();
    await expect(footer.getByRole("link", { name: "+91 98930 12345" })).toHaveAttribute("href", "tel:+919893012345");
    await expect(footer.getByRole("link", { name: originalPhone })).toHaveCount(0);
    await expect(visitor.getByRole("definition").filter({ hasText: /^320\+$/ })).toHaveCount(2);
    await expect(visitor.getByRole("region", { name: "Our track record" })).toContainText("92%");
    await expect(visitor.getByText("250+")).toHaveCount(0);

    await visitor.goto("/contact");
    await expect(visitor.getByRole("main").getByRole("link", { name: "+91 98930 12345" })).toBeVisible();

    // The brochure and share image of a sub-service were drawn at build time, so they carry no phone
    // at all (tests/build/artefact-facts.test.ts reads every one): neither the old number nor the new.
    await visitor.goto("/services/legal-consultancy/gst-registration");
    const brochure = await visitor.request.get("/brochures/legal-consultancy/gst-registration.pdf");
    const brochureDigits = pdfText(await brochure.body()).replace(/\D/g, "");
    for (const phone of [originalPhone, "+91 98930 12345"]) expect(brochureDigits).not.toContain(phone.replace(/\D/g, "").slice(-10));
    const shareImage = await visitor.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(shareImage!).pathname).toBe("/og/sub-services/legal-consultancy/gst-registration.jpg");
    const image = await visitor.request.get(shareImage!);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    expect((await image.body()).equals(readFileSync(new URL("../../public/og/sub-services/legal-consultancy/gst-registration.jpg", import.meta.url)))).toBe(true);

    // The bad change is one click away from undone.
    await page.getByRole("button", { name: `Restore version ${original.version}` }).click();
    await expect(toast(page, `Version ${original.version} restored`)).toBeVisible();
    await visitor.goto("/");
    await expect(visitor.getByRole("contentinfo").getByRole("link", { name: originalPhone })).toBeVisible();
    await expect(visitor.getByRole("region", { name: "Our track record" })).toContainText("250+");
  } finally {
    await visitor.close();
    // Whatever happened above, the site shows the values it had before.
    const now = (await (await api.request.get("/api/admin/site-settings")).json()) as Overview;
    if (JSON.stringify(now.settings) !== JSON.stringify(original.settings)) {
      const res = await api.request.put("/api/admin/site-settings", { data: { baseVersion: now.version, settings: original.settings } });
      expect(res.status()).toBe(200);
    }
  }
});
