import type { ComponentType } from "react";
import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenKey } from "../route-table";

// A screen is its own chunk, loaded with its catalogues when its route is first visited (see
// app/routes.tsx). Each area of the app lists its screens in a file of this folder, so that work on
// one area never touches another's list.

export type LazyScreen = () => Promise<{ Component: ComponentType }>;

export type ScreenRegistry = Partial<Record<ScreenKey, LazyScreen>>;

/** A screen from its module's loader, the page the module exports and the catalogues the page needs. */
export function lazyScreen<M>(load: () => Promise<M>, page: (module: M) => ComponentType, ...namespaces: string[]): LazyScreen {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: page(module) };
  };
}
