import { isRouteErrorResponse, type StaticHandlerContext } from "react-router-dom";
import { jsonForScript } from "./structured-data";

/** The id of the `<script type="application/json">` holding the router's data for hydration. */
export const HYDRATION_DATA_ID = "router-data";

/**
 * Route errors as React Router's own server provider serialises them, which its browser router
 * turns back into errors when it reads `window.__staticRouterHydrationData`.
 */
function serializeErrors(errors: StaticHandlerContext["errors"]) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => {
      if (isRouteErrorResponse(error)) return [id, { ...error, __type: "RouteErrorResponse" }];
      if (error instanceof Error) {
        return [id, { message: error.message, __type: "Error", ...(error.name !== "Error" ? { __subType: error.name } : {}) }];
      }
      return [id, error];
    }),
  );
}

/**
 * The router's loader data as a data block: not executed, so the CSP admits it without a nonce
 * and a cached page can be served to anyone.
 */
export function hydrationDataHtml(context: StaticHandlerContext): string {
  const data = { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) };
  return `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonForScript(data)}</script>`;
}
