import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import esCommon from "./es/common.json";
import enCommon from "./en/common.json";
import { finalPeriod } from "./final-period";
import { defaultLanguage, isLanguage, languages, persistLanguage, type Language } from "./language";

// Catalogues are JSON files per language and namespace (docs/decisions/0301-i18n-namespaces.md):
// `common` (shell, navigation, screen names) is bundled in both languages; every other namespace
// is a separate chunk, loaded with the screen that uses it (see app/routes.tsx) or when the
// language changes.
const lazyCatalogues = import.meta.glob<{ default: Record<string, unknown> }>(["./*/*.json", "!./*/common.json"]);

const chunkBackend: BackendModule = {
  type: "backend",
  callbackApi: false,
  init() {},
  async read(language: string, namespace: string) {
    const load = lazyCatalogues[`./${language}/${namespace}.json`];
    if (!load) throw new Error(`No catalogue ${language}/${namespace}`);
    return (await load()).default;
  },
} as BackendModule;

export const i18n = i18next.createInstance();

export function initI18n(language: Language = defaultLanguage): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(chunkBackend)
    .use(initReactI18next)
    .use(finalPeriod)
    .init({
      postProcess: ["finalPeriod"],
      lng: language,
      supportedLngs: [...languages],
      fallbackLng: false,
      ns: ["common"],
      defaultNS: "common",
      resources: { es: { common: esCommon }, en: { common: enCommon } },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  persistLanguage(language);
  i18n.on("languageChanged", (next) => {
    if (isLanguage(next)) persistLanguage(next);
  });
  return i18n;
}

/** Loads namespaces before a screen renders, so it never shows keys or a second spinner. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}
