import type { ScreenRegistry } from "./lazy-screen";

// Screens of the intelligence area (see lazy-screen.ts); each entry replaces the under-construction page.
export const intelligenceScreens: ScreenRegistry = {};
