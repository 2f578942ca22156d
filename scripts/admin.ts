/**
 * Creates an admin or resets their password, on the local D1 or (with --remote) the deployed one:
 *   npm run admin -- --email you@firm.in [--password '…'] [--reset-factors] [--remote]
 * Without --password it asks for one without echoing it. Resetting revokes every session of the
 * admin at once, so whoever held the old password is signed out everywhere. The first admin of a
 * database becomes its owner, any later one a manager (the owner changes roles in Settings). The password must pass the same rules as a change in Settings; the
 * breached-password check runs for --remote (or with BREACHED_PASSWORD_CHECK=on), and an
 * unreachable service does not stop it.
 * --reset-factors is for an admin who lost every passkey, their authenticator app and their
 * recovery codes: it removes all three and turns password sign-in back on, so the new password
 * alone signs them in again; the audit trail records it. The SQL is built by
 * worker/staff/admin-cli.ts, whose test runs it against D1.
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { adminCliStatements } from "../worker/staff/admin-cli";
import { hashPassword } from "../worker/access/password";
import { normalizeEmail } from "../worker/staff/admins";
import { checkNewPassword } from "../worker/staff/new-password";
import "./local-env";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    remote: { type: "boolean", default: false },
    "reset-factors": { type: "boolean", default: false },
    "persist-to": { type: "string" },
  },
});

async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split("\n")[0];
  }
  process.stdout.write(question);
  process.stdin.setRawMode(true);
  let answer = "";
  return new Promise((resolve) => {
    process.stdin.on("data", (data: Buffer) => {
      for (const ch of data.toString("utf8")) {
        if (ch === "\r" || ch === "\n") {
          process.stdin.setRawMode(false);
          process.stdout.write("\n");
          process.stdin.pause();
          return resolve(answer);
        }
        if (ch === "\u0003") process.exit(130);
        answer = ch === "\u007f" ? answer.slice(0, -1) : answer + ch;
      }
    });
  });
}

const email = values.email ? normalizeEmail(values.email) : "";
if (!/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(email)) {
  console.error("Usage: npm run admin -- --email you@example.com [--password '…'] [--reset-factors] [--remote]");
  process.exit(2);
}
const password = values.password ?? (await promptHidden(`New password for ${email}: `));
const breachCheck = process.env.BREACHED_PASSWORD_CHECK ?? (values.remote ? "on" : "off");
const weak = await checkNewPassword(password, email, { setting: breachCheck });
if (weak) {
  console.error(weak);
  process.exit(2);
}

const sql = adminCliStatements({
  email,
  passwordHash: await hashPassword(password),
  resetFactors: values["reset-factors"],
  now: new Date().toISOString(),
}).join(" ");
const target = values.remote ? ["--remote"] : ["--local", "--persist-to", values["persist-to"] ?? ".wrangler/state"];
const result = spawnSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--command", sql], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
const reset = values["reset-factors"] ? " Their passkeys, authenticator app and recovery codes were removed." : "";
console.log(`Admin ${email} is ready on the ${values.remote ? "remote" : "local"} database.${reset}`);
