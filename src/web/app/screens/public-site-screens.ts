import type { ScreenRegistry } from "./lazy-screen";

// Screens of the public-site area (see lazy-screen.ts); each entry replaces the under-construction page.
export const publicSiteScreens: ScreenRegistry = {};
