import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { ToasterHost } from "../components/ui/toaster-host";
import { i18n } from "../i18n/i18n";

/** App-wide context: translations, server state (TanStack Query) and the toast viewport. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
