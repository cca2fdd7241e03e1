import type intelligence from "../../i18n/es/intelligence.json";

// The intelligence namespace's typed keys (/ai-predictive, /analytics and /reports share it).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    intelligence: typeof intelligence;
  }
}
