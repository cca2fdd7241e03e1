import { ArrowRight, Bot, BrainCircuit, ChartLine, HeartPulse, Scale, Workflow } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { SectionHeading, sectionContainer } from "./section-heading";

const features = [
  { key: "predictive", icon: BrainCircuit },
  { key: "assistant", icon: Bot },
  { key: "resources", icon: HeartPulse },
  { key: "automation", icon: Workflow },
  { key: "decisions", icon: Scale },
  { key: "finance", icon: ChartLine },
] as const satisfies readonly { key: string; icon: ComponentType<{ className?: string }> }[];

export function AiFeatures() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-features" className={sectionContainer}>
      <SectionHeading id="home-features" eyebrow={t("features.eyebrow")} heading={t("features.heading")} intro={t("features.intro")} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ key, icon: Icon }) => (
          <li key={key} className="group rounded-xl border border-border bg-card p-6 shadow-xs transition-shadow hover:shadow-md">
            <div className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
              <Icon aria-hidden="true" className="size-5" />
            </div>
            <h3 className="mt-4 text-lg font-semibold tracking-tight">{t(`features.${key}.title`)}</h3>
            <p className="mt-2 text-sm text-muted-foreground">{t(`features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link to="/product/ai-predictive" className={buttonVariants({ variant: "outline", size: "lg" })}>
          {t("features.cta")}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
