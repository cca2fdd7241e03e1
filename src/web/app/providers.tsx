import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { useServerEvents } from "../api/server-events";
import { ToasterHost } from "../components/ui/toaster-host";
import { i18n } from "../i18n/i18n";
import { useSession } from "./session";

/** The tab's one event stream, open while someone is signed in; it keeps the query cache fresh (decision 0602). */
function ServerEvents() {
  const { session } = useSession();
  useServerEvents(session !== null);
  return null;
}

/** App-wide context: translations, server state (TanStack Query) and its event stream, and the toast viewport. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServerEvents />
        {children}
        <ToasterHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
