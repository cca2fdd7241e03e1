import type common from "./es/common.json";
import type home from "./es/home.json";
import type settings from "./es/settings.json";

// Typed keys: t("nav.product") is checked against the Spanish catalogues, which the catalogue
// test keeps identical in shape to the English ones. Add a namespace here when adding its files.
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof home;
      settings: typeof settings;
    };
  }
}
