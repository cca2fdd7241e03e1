import { BadgePercent, Headset, LockKeyhole, Rocket, Server, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading, sectionContainer } from "./section-heading";

const reasons = [
  { key: "local", icon: Headset },
  { key: "price", icon: BadgePercent },
  { key: "security", icon: LockKeyhole },
  { key: "compliance", icon: ShieldCheck },
  { key: "onboarding", icon: Rocket },
  { key: "reliability", icon: Server },
] as const;

export function WhyChoose() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="home-why" className={sectionContainer}>
      <SectionHeading id="home-why" eyebrow={t("why.eyebrow")} heading={t("why.heading")} intro={t("why.intro")} />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-4 rounded-xl border border-border bg-card p-6 shadow-xs">
            <div className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ink text-primary dark:bg-primary-soft dark:text-primary-strong">
              <Icon aria-hidden="true" className="size-5" />
            </div>
            <div>
              <h3 className="font-semibold tracking-tight">{t(`why.${key}.title`)}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{t(`why.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
