import type common from "../../i18n/es/common.json";

// The visitors' header, mobile menu and footer entries of spec section 2 (signed-in users: sidebar-items.ts).

type NavKeys = keyof (typeof common)["nav"];
type FooterKeys = keyof (typeof common)["footer"];

export type NavItem = { to: string; label: `nav.${NavKeys}` | `footer.${FooterKeys}`; isVisitorOnly?: boolean };

// Each public page once; the header, the mobile menu and the footer list them in their own order.
const page = {
  features: { to: "/features", label: "nav.features" },
  pricing: { to: "/pricing", label: "nav.pricing" },
  integrations: { to: "/integrations", label: "nav.integrations" },
  aiPredictive: { to: "/product/ai-predictive", label: "nav.aiPredictive" },
  useCases: { to: "/use-cases", label: "nav.useCases" },
  userGuides: { to: "/user-guides", label: "nav.userGuides" },
  blog: { to: "/blog", label: "nav.blog" },
  aboutUs: { to: "/about-us", label: "nav.aboutUs" },
  contact: { to: "/contact", label: "nav.contact" },
} as const satisfies Record<string, NavItem>;

// Visitors
export const productItems: readonly NavItem[] = [page.features, page.pricing, { ...page.aiPredictive, isVisitorOnly: true }, page.useCases];

export const resourceItems: readonly NavItem[] = [page.userGuides, page.blog];

export const visitorLinks: readonly NavItem[] = [page.aboutUs, page.contact, page.integrations];

const productPages: readonly NavItem[] = [page.features, page.pricing, page.integrations, page.aiPredictive, page.useCases];

export const visitorMobileItems: readonly NavItem[] = [...productPages, page.userGuides, page.blog, page.aboutUs, page.contact];

export const signInItem: NavItem = { to: "/auth", label: "nav.signIn" };

// Footer, grouped
export type FooterGroup = { heading: `footer.${FooterKeys}`; items: readonly NavItem[] };

export const footerGroups: readonly FooterGroup[] = [
  { heading: "footer.product", items: productPages },
  { heading: "footer.resources", items: [page.userGuides, { to: "/resources/api-docs", label: "footer.apiDocs" }] },
  { heading: "footer.company", items: [page.aboutUs, page.contact] },
  {
    heading: "footer.legal",
    items: [
      { to: "/privacy-policy", label: "footer.privacyPolicy" },
      { to: "/terms-of-service", label: "footer.termsOfService" },
      { to: "/cookie-policy", label: "footer.cookiePolicy" },
    ],
  },
];
