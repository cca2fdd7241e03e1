import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import { Providers } from "./providers";
import type { AppRouter } from "./routes";

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
