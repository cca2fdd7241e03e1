import { useTranslation } from "react-i18next";
import { softwareApplicationJsonLd, usePageMeta } from "../../../lib/page-meta";
import { AiFeatures } from "../components/ai-features";
import { AnalysisSection } from "../components/analysis-section";
import { AudienceBenefits } from "../components/audience-benefits";
import { ClosingCta } from "../components/closing-cta";
import { FaqSection, faqKeys } from "../components/faq-section";
import { FeaturedArticles } from "../components/featured-articles";
import { Hero } from "../components/hero";
import { IntegrationsSection } from "../components/integrations-section";
import { LazySection } from "../components/lazy-section";
import { TestimonialsCarousel } from "../components/testimonials-carousel";
import { ValueSection } from "../components/value-section";
import { WhyChoose } from "../components/why-choose";
import { reserve } from "../section-heights";

// The public home page (spec section 2): hero and AI features render at once; every lower section
// renders when it comes near the viewport, behind a skeleton that reserves its height. The
// prerendered HTML holds the hero, the features and those skeletons (what the first screen needs,
// and little to hydrate); the FAQ also reaches search engines as FAQPage structured data.

function useHomeMeta() {
  const { t } = useTranslation("home");
  usePageMeta({
    // The same full title the layout gives the home page (common.json "homeTitle").
    title: t("homeTitle", { ns: "common" }),
    description: t("meta.description"),
    keywords: t("meta.keywords").split(", "),
    type: "website",
    url: "/",
    jsonLd: [
      softwareApplicationJsonLd({ "@type": "Offer", price: "0", priceCurrency: "MXN", description: t("meta.offer") }, t("meta.description")),
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faqKeys.map((key) => ({
          "@type": "Question",
          name: t(`faq.q${key}`),
          acceptedAnswer: { "@type": "Answer", text: t(`faq.a${key}`) },
        })),
      },
    ],
  });
}

export function HomePage() {
  useHomeMeta();
  return (
    <>
      <Hero />
      <AiFeatures />
      <LazySection name="audience" reserve={reserve.audience} rootMargin="100px" cards={4}>
        <AudienceBenefits />
      </LazySection>
      <LazySection name="why" reserve={reserve.why} cards={6}>
        <WhyChoose />
      </LazySection>
      <LazySection name="value" reserve={reserve.value} cards={4}>
        <ValueSection />
      </LazySection>
      <LazySection name="integrations" reserve={reserve.integrations} cards={6}>
        <IntegrationsSection />
      </LazySection>
      <LazySection name="testimonials" reserve={reserve.testimonials} rootMargin="100px" cards={1}>
        <TestimonialsCarousel />
      </LazySection>
      <LazySection name="articles" reserve={reserve.articles} rootMargin="100px" cards={5}>
        <FeaturedArticles />
      </LazySection>
      <LazySection name="analysis" reserve={reserve.analysis} cards={2}>
        <AnalysisSection />
        <FaqSection />
      </LazySection>
      <LazySection name="closing" reserve={reserve.closing} cards={3}>
        <ClosingCta />
      </LazySection>
    </>
  );
}
