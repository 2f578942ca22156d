import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from "react";
import { IconSheetContext } from "@/components/site/sprited-icon";
import { ISLAND_NAME, ISLAND_PROPS, type IslandName, type IslandProps, islands } from "./registry";

const components = new Map<IslandName, LazyExoticComponent<ComponentType<object>>>();

/** One lazy component per island, made once: React keeps a lazy component's loaded module on it. */
function componentOf(name: IslandName) {
  let component = components.get(name);
  if (!component) {
    const load = islands[name] as () => Promise<ComponentType<object>>;
    component = lazy(async () => ({ default: await load() }));
    components.set(name, component);
  }
  return component;
}

/**
 * The server's side of an island: the component rendered in full (the worker waits for every lazy
 * module before it writes the page) inside an element that names the island and holds its props.
 * web/islands/hydrate.tsx renders the same tree in the browser, Suspense boundary included, so the
 * island takes over the HTML as it is. `display: contents`: the marker never changes the layout.
 * Its icons are drawn in full, as the browser draws them, not from the page's icon sheet.
 */
export function island<N extends IslandName>(name: N) {
  function Island(props: IslandProps<N>) {
    const Component = componentOf(name);
    return (
      <div {...{ [ISLAND_NAME]: name, [ISLAND_PROPS]: JSON.stringify(props) }} className="contents">
        <IconSheetContext.Provider value={null}>
          <Suspense fallback={null}>
            <Component {...(props as object)} />
          </Suspense>
        </IconSheetContext.Provider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
