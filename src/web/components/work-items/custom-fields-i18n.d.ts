import type customFields from "../../i18n/es/custom-fields.json";

// The custom-fields namespace's typed keys (see src/web/i18n/i18next.d.ts).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    "custom-fields": typeof customFields;
  }
}
