import type taskActivity from "../../i18n/es/task-activity.json";

// The task-activity namespace's typed keys (see src/web/i18n/i18next.d.ts).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    "task-activity": typeof taskActivity;
  }
}
