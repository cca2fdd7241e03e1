import { useTranslation } from "react-i18next";
import { DisclosureList } from "./disclosure-list";

export const faqKeys = ["1", "2", "3", "4", "5", "6"] as const;

export function FaqSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-faq" className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8">
      <h2 id="home-faq" className="text-center text-3xl font-bold tracking-tight text-balance">
        {t("faq.heading")}
      </h2>
      <DisclosureList
        className="mt-8"
        mode="single"
        heading="h3"
        items={faqKeys.map((key) => ({ key, title: t(`faq.q${key}`), body: t(`faq.a${key}`) }))}
      />
    </section>
  );
}
