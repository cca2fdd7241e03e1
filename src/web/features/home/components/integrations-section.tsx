import { ArrowRight, CalendarDays, Code, FileSpreadsheet, KeyRound, Mail, Webhook } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { SectionHeading, sectionContainer } from "./section-heading";

// What really connects (issue 23), as /product/integrations lists it with how to set each up.
const categories = [
  { key: "api", icon: Code },
  { key: "webhooks", icon: Webhook },
  { key: "calendar", icon: CalendarDays },
  { key: "signIn", icon: KeyRound },
  { key: "imports", icon: FileSpreadsheet },
  { key: "email", icon: Mail },
] as const;

export function IntegrationsSection() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-integrations" className={sectionContainer}>
      <SectionHeading
        id="home-integrations"
        eyebrow={t("integrations.eyebrow")}
        heading={t("integrations.heading")}
        intro={t("integrations.intro")}
      />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.map(({ key, icon: Icon }) => (
          <li key={key}>
            <Link
              to="/product/integrations"
              className={cn(
                "flex h-full gap-4 rounded-xl border border-border bg-card p-5 shadow-xs transition-colors hover:border-primary-strong",
                focusRing,
              )}
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{t(`integrations.${key}.title`)}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{t(`integrations.${key}.body`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link to="/product/integrations" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {t("integrations.cta")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
