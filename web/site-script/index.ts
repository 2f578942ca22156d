import "../styles.css";
import { recordLanding } from "@/lib/landing";
import { startHeader } from "./header";
import { startImageFallbacks } from "./image-fallbacks";
import { startIslands } from "./islands";
import { startMenus } from "./menus";
import { startReveal } from "./reveal";
import { startSlashToSearch } from "./slash-to-search";

/*
 * The one script of a public page. The worker sends each page as finished HTML; this adds the
 * small behaviours the spec asks for without a framework, and loads an island's React only when
 * the visitor first interacts with it (./islands.ts). Keep it small: it is all the JavaScript a
 * page fetches before the visitor acts (tests/build/budget.test.ts).
 */

// Where the visitor came from, read on the visit's first page (the forms send it).
recordLanding();
startHeader();
startMenus();
startSlashToSearch();
startReveal();
startImageFallbacks();
startIslands();

// The 404 page: the worker logs the path; the browser's console says it too, as the spec asks.
const notFound = document.querySelector<HTMLElement>("[data-not-found]");
if (notFound) console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);

// The page responds to the visitor from here on; the browser tests wait for this mark.
document.documentElement.dataset.interactive = "";
