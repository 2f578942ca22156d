import type { PageContextValue } from "@/lib/page-context";
import { ISLAND_NAME, ISLAND_PROPS, type IslandName, islands, PAGE_DATA_ID } from "@/islands/registry";

/*
 * Islands load on the visitor's first interaction with them, never before: a focus or a pointer
 * press inside one starts loading its code (React with it), which then takes over the island's
 * HTML. A submit that comes first (a fast typist, an autofill) is held: the island loads, reads
 * in what was typed and handles the submit itself, so a visitor with JavaScript always sees the
 * form's own messages and toasts. Should its code not load at all, the form posts as it would
 * without JavaScript, and nothing is lost.
 */

const taking = new WeakMap<HTMLElement, Promise<void>>();
const taken = new WeakSet<HTMLElement>();
/** Islands whose code is loading or whose React is taking over: until then, see below. */
const hydrating = new WeakSet<HTMLElement>();

/**
 * The events on which React hydrates an island at once, inside the event, when they reach it
 * before its time-sliced hydration is done: a key pressed then would wait for the whole island.
 * Until the island is live they stop at the document; the browser still types, ticks and clicks
 * as usual, and the island reads in what the fields hold once it is live. (A submit is held apart.)
 * The list is react-dom's own (`discreteReplayableEvents`, React 19).
 */
const EVENTS_REACT_WOULD_WAIT_FOR = [
  "keydown", "keypress", "keyup", "textInput", "input", "change", "compositionstart", "compositionend",
  "pointerdown", "pointerup", "pointercancel", "mousedown", "mouseup", "touchstart", "touchend", "touchcancel",
  "click", "auxclick", "dblclick", "contextmenu", "copy", "cut", "paste", "dragstart", "dragend", "drop", "reset",
];

function islandOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND_NAME}]`) : null;
}

function pageData(): PageContextValue {
  return JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? "null") as PageContextValue;
}

function take(element: HTMLElement): Promise<void> {
  let ready = taking.get(element);
  if (!ready) {
    const load = islands[element.getAttribute(ISLAND_NAME) as IslandName] as (() => Promise<never>) | undefined;
    if (!load) return Promise.reject(new Error(`No island named ${element.getAttribute(ISLAND_NAME)}`));
    hydrating.add(element);
    ready = Promise.all([load(), import("@/islands/hydrate")])
      .then(([Component, { hydrateIsland }]) => hydrateIsland(element, Component, JSON.parse(element.getAttribute(ISLAND_PROPS) ?? "{}"), pageData()))
      .then(() => void taken.add(element))
      // Live, or never to be (its code did not load): either way its events flow freely again.
      .finally(() => hydrating.delete(element));
    taking.set(element, ready);
  }
  return ready;
}

/**
 * Starts loading the island touched, in a task of its own: adding its modules' preload links costs
 * the main thread tens of milliseconds on a phone, which should not hold back the tap's own paint.
 */
function onInteraction(event: Event) {
  const element = islandOf(event.target);
  if (element && !taking.has(element)) setTimeout(() => take(element).catch(() => undefined));
}

function holdSubmit(event: SubmitEvent) {
  const element = islandOf(event.target);
  if (!element || taken.has(element) || !(event.target instanceof HTMLFormElement)) return;
  const form = event.target;
  const submitter = event.submitter;
  event.preventDefault();
  event.stopPropagation();
  take(element).then(
    () => form.requestSubmit(submitter),
    // The island's code could not load (the network dropped): the form posts without it.
    () => form.submit(),
  );
}

function keepFromHydratingIsland(event: Event) {
  const element = islandOf(event.target);
  if (element && hydrating.has(element)) event.stopPropagation();
}

export function startIslands() {
  document.addEventListener("focusin", onInteraction);
  document.addEventListener("pointerdown", onInteraction);
  for (const type of EVENTS_REACT_WOULD_WAIT_FOR) document.addEventListener(type, keepFromHydratingIsland, true);
  // Capturing, so it comes before the island's own handler, which is not there yet.
  document.addEventListener("submit", holdSubmit, true);
}
