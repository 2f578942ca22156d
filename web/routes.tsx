import type { RouteObject } from "react-router-dom";
import { adminRoutes } from "./admin-routes";
import { siteRoutes } from "./site-routes";

/** The browser's route table: the public site, which the worker renders too, and the admin, which it does not. */
export const routes: RouteObject[] = [...siteRoutes, adminRoutes];
