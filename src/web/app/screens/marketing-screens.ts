import { lazyScreen, type ScreenRegistry } from "./lazy-screen";

// Screens of the marketing area: the public product, legal and contact pages (each prerendered at
// build time, see scripts/prerender.mjs) and the administrators' list of contact messages.
export const marketingScreens: ScreenRegistry = {
  features: lazyScreen(() => import("../../features/marketing/pages/features-page"), (m) => m.FeaturesPage, "marketing"),
  pricing: lazyScreen(() => import("../../features/marketing/pages/pricing-page"), (m) => m.PricingPage, "marketing"),
  integrations: lazyScreen(() => import("../../features/marketing/pages/integrations-page"), (m) => m.IntegrationsDirectoryPage, "marketing"),
  productIntegrations: lazyScreen(() => import("../../features/marketing/pages/integrations-page"), (m) => m.ProductIntegrationsPage, "marketing"),
  useCases: lazyScreen(() => import("../../features/marketing/pages/use-cases-page"), (m) => m.UseCasesPage, "marketing"),
  userGuides: lazyScreen(() => import("../../features/marketing/pages/user-guides-page"), (m) => m.UserGuidesPage, "marketing"),
  aboutUs: lazyScreen(() => import("../../features/marketing/pages/about-page"), (m) => m.AboutPage, "marketing"),
  productAiPredictive: lazyScreen(() => import("../../features/marketing/pages/ai-predictive-page"), (m) => m.AiPredictivePage, "marketing"),
  privacyPolicy: lazyScreen(() => import("../../features/marketing/pages/legal-page"), (m) => m.PrivacyPolicyPage, "legal"),
  termsOfService: lazyScreen(() => import("../../features/marketing/pages/legal-page"), (m) => m.TermsOfServicePage, "legal"),
  cookiePolicy: lazyScreen(() => import("../../features/marketing/pages/legal-page"), (m) => m.CookiePolicyPage, "legal"),
  contact: lazyScreen(() => import("../../features/contact/pages/contact-page"), (m) => m.ContactPage, "contact"),
  adminContact: lazyScreen(() => import("../../features/contact/pages/admin-contact-page"), (m) => m.AdminContactPage, "contact"),
};
