// What scripts/prerender.mjs needs from the web code, bundled for Node in one file.
export { framedRoutes, prerenderFrame, prerenderPage } from "./entry-prerender";
export { renderHeadTags } from "./head-tags";
export { prerenderedAppPages, prerenderedFile, publicPages, publicSiteLanguages, publicUrlPlaceholder } from "../../../../domain/public-site/pages";

export const fallbackDescription = {
  es: "Rumbo: gestión de proyectos con asistencia predictiva para equipos en México y Latinoamérica.",
  en: "Rumbo: project management with predictive assistance for teams in Mexico and Latin America.",
} as const;
