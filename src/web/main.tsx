import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/routes";
import { startPreferences } from "./features/settings/preferences-store";
import { initI18n } from "./i18n/i18n";
import { readStoredLanguage } from "./i18n/language";

// Order matters: the stored theme, accent and density go onto <html> synchronously, before React
// renders anything, so the first paint already has them (no inline script: the CSP forbids it).
startPreferences();
initI18n(readStoredLanguage());

const router = createAppRouter();
const queryClient = createQueryClient();

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}
