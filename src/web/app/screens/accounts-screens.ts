import type { ScreenRegistry } from "./lazy-screen";

// Screens of the accounts area (see lazy-screen.ts); each entry replaces the under-construction page.
export const accountsScreens: ScreenRegistry = {};
