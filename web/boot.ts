import "./styles.css";

/**
 * The page's first script: it holds the stylesheet (so the server's HTML links it, render-blocking)
 * and starts the app (web/main.tsx: React, the router, this page's route) once the server-rendered
 * page has painted. On a slow connection the app's ~110 KB would otherwise share the first round
 * trips with the stylesheet and the hero image and hold the first paint back; the page the server
 * sent works meanwhile (links, menus as <details>, forms that post without JavaScript).
 */
function afterFirstPaint(start: () => void) {
  // A tab opened in the background paints nothing and runs no animation frames until it is shown.
  if (document.visibilityState === "hidden") return start();
  // The frame callback runs just before the paint; the task it queues runs just after it.
  requestAnimationFrame(() => setTimeout(start, 0));
}

afterFirstPaint(() => void import("./main"));
