import { loadNamespaces } from "../../i18n/i18n";
import type { ScreenRegistry } from "./lazy-screen";

// Screens of the marketing area: the public product, legal and contact pages (each prerendered at
// build time, see scripts/prerender.mjs) and the administrators' list of contact messages.
export const marketingScreens: ScreenRegistry = {
  features: async () => {
    const [{ FeaturesPage }] = await Promise.all([import("../../features/marketing/pages/features-page"), loadNamespaces("marketing")]);
    return { Component: FeaturesPage };
  },
  pricing: async () => {
    const [{ PricingPage }] = await Promise.all([import("../../features/marketing/pages/pricing-page"), loadNamespaces("marketing")]);
    return { Component: PricingPage };
  },
  integrations: async () => {
    const [{ IntegrationsDirectoryPage }] = await Promise.all([import("../../features/marketing/pages/integrations-page"), loadNamespaces("marketing")]);
    return { Component: IntegrationsDirectoryPage };
  },
  productIntegrations: async () => {
    const [{ ProductIntegrationsPage }] = await Promise.all([import("../../features/marketing/pages/integrations-page"), loadNamespaces("marketing")]);
    return { Component: ProductIntegrationsPage };
  },
  useCases: async () => {
    const [{ UseCasesPage }] = await Promise.all([import("../../features/marketing/pages/use-cases-page"), loadNamespaces("marketing")]);
    return { Component: UseCasesPage };
  },
  userGuides: async () => {
    const [{ UserGuidesPage }] = await Promise.all([import("../../features/marketing/pages/user-guides-page"), loadNamespaces("marketing")]);
    return { Component: UserGuidesPage };
  },
  aboutUs: async () => {
    const [{ AboutPage }] = await Promise.all([import("../../features/marketing/pages/about-page"), loadNamespaces("marketing")]);
    return { Component: AboutPage };
  },
  productAiPredictive: async () => {
    const [{ AiPredictivePage }] = await Promise.all([import("../../features/marketing/pages/ai-predictive-page"), loadNamespaces("marketing")]);
    return { Component: AiPredictivePage };
  },
  privacyPolicy: async () => {
    const [{ PrivacyPolicyPage }] = await Promise.all([import("../../features/marketing/pages/legal-page"), loadNamespaces("legal")]);
    return { Component: PrivacyPolicyPage };
  },
  termsOfService: async () => {
    const [{ TermsOfServicePage }] = await Promise.all([import("../../features/marketing/pages/legal-page"), loadNamespaces("legal")]);
    return { Component: TermsOfServicePage };
  },
  cookiePolicy: async () => {
    const [{ CookiePolicyPage }] = await Promise.all([import("../../features/marketing/pages/legal-page"), loadNamespaces("legal")]);
    return { Component: CookiePolicyPage };
  },
  contact: async () => {
    const [{ ContactPage }] = await Promise.all([import("../../features/contact/pages/contact-page"), loadNamespaces("contact")]);
    return { Component: ContactPage };
  },
  adminContact: async () => {
    const [{ AdminContactPage }] = await Promise.all([import("../../features/contact/pages/admin-contact-page"), loadNamespaces("contact")]);
    return { Component: AdminContactPage };
  },
};
