import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouterProvider } from "react-router/dom";
import { markAppLive } from "../lib/deferred-start";
import { Providers } from "./providers";
import type { AppRouter } from "./routes";

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  // The whole tree has committed (effects run children first): handlers are attached from here on.
  useEffect(() => markAppLive(), []);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
