import type automation from "../../i18n/es/automation.json";
import type webhooks from "../../i18n/es/webhooks.json";

// The automation namespaces' typed keys (see src/web/i18n/i18next.d.ts).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    automation: typeof automation;
    webhooks: typeof webhooks;
  }
}
