import { useLocation } from "react-router-dom";
import { serviceLines } from "#core/content/service-lines";

/** True on /services/* and on the six landing routes. */
export function useServicesActive(): boolean {
  const { pathname } = useLocation();
  return pathname.startsWith("/services") || serviceLines.some((s) => s.landingPath === pathname);
}
