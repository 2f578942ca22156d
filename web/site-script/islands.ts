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
    ready = Promise.all([load(), import("@/islands/hydrate")])
      .then(([Component, { hydrateIsland }]) => hydrateIsland(element, Component, JSON.parse(element.getAttribute(ISLAND_PROPS) ?? "{}"), pageData()))
      .then(() => void taken.add(element));
    taking.set(element, ready);
  }
  return ready;
}

function onInteraction(event: Event) {
  const element = islandOf(event.target);
  if (element) take(element).catch(() => undefined);
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

export function startIslands() {
  document.addEventListener("focusin", onInteraction);
  document.addEventListener("pointerdown", onInteraction);
  // Capturing, so it comes before the island's own handler, which is not there yet.
  document.addEventListener("submit", holdSubmit, true);
}
