import type assistant from "../../i18n/es/assistant.json";
import type assistantPanel from "../../i18n/es/assistant-panel.json";

// The assistant namespaces' typed keys (see src/web/i18n/i18next.d.ts).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    assistant: typeof assistant;
    "assistant-panel": typeof assistantPanel;
  }
}
