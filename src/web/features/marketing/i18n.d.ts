import type consent from "../../i18n/es/consent.json";
import type marketing from "../../i18n/es/marketing.json";
import type legal from "../../i18n/es/legal.json";

// The public site's typed namespaces (see src/web/i18n/i18next.d.ts).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    consent: typeof consent;
    marketing: typeof marketing;
    legal: typeof legal;
  }
}
