import type common from "../../i18n/es/common.json";

// The visitors' header, mobile menu and footer entries of spec section 2 (signed-in users: sidebar-items.ts).

type NavKeys = keyof (typeof common)["nav"];
type FooterKeys = keyof (typeof common)["footer"];

export type NavItem = { to: string; label: `nav.${NavKeys}` | `footer.${FooterKeys}`; isVisitorOnly?: boolean };

// Visitors
export const productItems: readonly NavItem[] = [
  { to: "/features", label: "nav.features" },
  { to: "/pricing", label: "nav.pricing" },
  { to: "/product/ai-predictive", label: "nav.aiPredictive", isVisitorOnly: true },
  { to: "/use-cases", label: "nav.useCases" },
];

export const resourceItems: readonly NavItem[] = [
  { to: "/user-guides", label: "nav.userGuides" },
  { to: "/blog", label: "nav.blog" },
];

export const visitorLinks: readonly NavItem[] = [
  { to: "/about-us", label: "nav.aboutUs" },
  { to: "/contact", label: "nav.contact" },
  { to: "/integrations", label: "nav.integrations" },
];

export const visitorMobileItems: readonly NavItem[] = [
  { to: "/features", label: "nav.features" },
  { to: "/pricing", label: "nav.pricing" },
  { to: "/integrations", label: "nav.integrations" },
  { to: "/product/ai-predictive", label: "nav.aiPredictive" },
  { to: "/use-cases", label: "nav.useCases" },
  { to: "/user-guides", label: "nav.userGuides" },
  { to: "/blog", label: "nav.blog" },
  { to: "/about-us", label: "nav.aboutUs" },
  { to: "/contact", label: "nav.contact" },
];

export const signInItem: NavItem = { to: "/auth", label: "nav.signIn" };

// Footer, grouped
export type FooterGroup = { heading: `footer.${FooterKeys}`; items: readonly NavItem[] };

export const footerGroups: readonly FooterGroup[] = [
  {
    heading: "footer.product",
    items: [
      { to: "/features", label: "nav.features" },
      { to: "/pricing", label: "nav.pricing" },
      { to: "/integrations", label: "nav.integrations" },
      { to: "/product/ai-predictive", label: "nav.aiPredictive" },
      { to: "/use-cases", label: "nav.useCases" },
    ],
  },
  {
    heading: "footer.resources",
    items: [
      { to: "/user-guides", label: "nav.userGuides" },
      { to: "/resources/api-docs", label: "footer.apiDocs" },
    ],
  },
  {
    heading: "footer.company",
    items: [
      { to: "/about-us", label: "nav.aboutUs" },
      { to: "/contact", label: "nav.contact" },
    ],
  },
  {
    heading: "footer.legal",
    items: [
      { to: "/privacy-policy", label: "footer.privacyPolicy" },
      { to: "/terms-of-service", label: "footer.termsOfService" },
      { to: "/cookie-policy", label: "footer.cookiePolicy" },
    ],
  },
];
