import type common from "./es/common.json";
import type home from "./es/home.json";
import type settings from "./es/settings.json";

// Typed keys: t("nav.product") is checked against the Spanish catalogues, which the catalogue
// test keeps identical in shape to the English ones. A feature that adds a namespace registers it
// beside its own code with the same augmentation, e.g. in features/planning/i18n.d.ts:
//   declare module "i18next" { interface ResourceNamespaceMap { planning: typeof planning } }
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface CustomTypeOptions {
    defaultNS: "common";
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    common: typeof common;
    home: typeof home;
    settings: typeof settings;
  }
}
