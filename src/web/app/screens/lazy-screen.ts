import type { ComponentType } from "react";
import type { ScreenKey } from "../route-table";

// A screen is its own chunk, loaded with its catalogues when its route is first visited (see
// app/routes.tsx). Each area of the app lists its screens in a file of this folder, so that work on
// one area never touches another's list.

export type LazyScreen = () => Promise<{ Component: ComponentType }>;

export type ScreenRegistry = Partial<Record<ScreenKey, LazyScreen>>;
