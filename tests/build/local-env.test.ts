/** The local scripts read the first admin's address from `.dev.vars` too, as the README says. */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { devVars, localSetting, localSiteUrl } from "../../scripts/local-env";

describe("local settings", () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "dev-vars-")), ".dev.vars");
  writeFileSync(file, "# local overrides\nADMIN_EMAIL=partner@firm.example\nADMIN_PASSWORD=\n");

  it("takes ADMIN_EMAIL from .dev.vars when the environment has none", () => {
    assert.equal(localSetting("ADMIN_EMAIL", "admin@example.com", {}, devVars(file)), "partner@firm.example");
  });

  it("lets the environment win, and treats an empty value as unset", () => {
    assert.equal(localSetting("ADMIN_EMAIL", "admin@example.com", { ADMIN_EMAIL: "env@firm.example" }, devVars(file)), "env@firm.example");
    assert.equal(localSetting("ADMIN_PASSWORD", "change-me-locally", {}, devVars(file)), "change-me-locally");
  });

  it("uses the default without a .dev.vars file", () => {
    assert.deepEqual(devVars(path.join(path.dirname(file), "missing")), {});
    assert.equal(localSetting("ADMIN_EMAIL", "admin@example.com", {}, {}), "admin@example.com");
  });
});

describe("SITE_URL for npm start", () => {
  it("is the local server's own origin unless the environment or .dev.vars names one (mails carry links only with it)", () => {
    assert.equal(localSiteUrl("8787", {}, {}), "http://localhost:8787");
    assert.equal(localSiteUrl("9123", {}, { SITE_URL: "" }), "http://localhost:9123");
    assert.equal(localSiteUrl("9123", { SITE_URL: "http://127.0.0.1:9123" }, {}), "http://127.0.0.1:9123");
  });
});
