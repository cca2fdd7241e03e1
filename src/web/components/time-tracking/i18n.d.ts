import type timeTracking from "../../i18n/es/time-tracking.json";

// The time-tracking namespace's typed keys (see src/web/i18n/i18next.d.ts).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    "time-tracking": typeof timeTracking;
  }
}
