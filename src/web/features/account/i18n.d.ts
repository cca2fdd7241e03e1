import type account from "../../i18n/es/account.json";

// The account namespace's typed keys (see src/web/i18n/i18next.d.ts).
declare module "i18next" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface ResourceNamespaceMap {
    account: typeof account;
  }
}
