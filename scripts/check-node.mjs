// Runs before `npm install`, `npm start` and `npm test`, when no dependency may exist yet, so it is
// plain JavaScript. wrangler needs Node 22.12 and Lighthouse 22.19 or newer; on an older Node it fails later with errors
// that do not name the cause. The minimum is package.json's `engines.node` (">=MAJOR.MINOR").
import { readFileSync } from "node:fs";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const [needMajor, needMinor] = engines.node.replace(">=", "").split(".").map(Number);
const [major, minor] = process.versions.node.split(".").map(Number);

if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `\nThis project needs Node ${needMajor}.${needMinor} or newer; found Node ${process.versions.node}.\n` +
      "Install Node 22 LTS or newer, then run the command again.\n",
  );
  process.exit(1);
}
