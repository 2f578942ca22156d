/** Debian's Chromium through Playwright, as a phone: what the bench's browser measurements share. */
import { type Browser, type BrowserContext, chromium, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";

/** The phone Lighthouse's mobile preset emulates (Moto G4: 360 × 640, 3× pixels, touch). */
const PHONE = devices["Moto G4"];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** A fresh context (empty cache, no cookies) with a phone's viewport, touch and user agent. */
export const phoneContext = (browser: Browser): Promise<BrowserContext> => browser.newContext({ ...PHONE });
