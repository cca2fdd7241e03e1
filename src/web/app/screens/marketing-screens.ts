import type { ScreenRegistry } from "./lazy-screen";

// Screens of the marketing area (see lazy-screen.ts); each entry replaces the under-construction page.
export const marketingScreens: ScreenRegistry = {};
