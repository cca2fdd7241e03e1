import type levelling from "../../i18n/es/levelling.json";

// The levelling namespace's typed keys (the Gantt's 'Level resources' action, decision 0803).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    levelling: typeof levelling;
  }
}
