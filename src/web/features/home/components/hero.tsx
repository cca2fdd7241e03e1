import { ArrowRight, Check, ExternalLink, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { useSession } from "../../../app/session";
import { SignInCard } from "../../auth/components/sign-in-card";
import { DashboardPreview } from "./dashboard-preview";

/** Where the free-trial buttons lead: the auth page on its register tab. */
export const registerPath = "/auth?tab=register";

export function Hero() {
  const { t } = useTranslation("home");
  const { session } = useSession();
  const points = [t("hero.points.trial"), t("hero.points.support"), t("hero.points.security")];
  return (
    <section aria-labelledby="home-hero" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 h-[40rem] bg-[radial-gradient(ellipse_at_top,var(--primary-soft),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-foreground shadow-xs">
            <Sparkles aria-hidden="true" className="size-4 text-primary-strong" />
            {t("hero.badge")}
          </p>
          <h1
            id="home-hero"
            className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.05]"
          >
            {t("hero.heading")}
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">{t("hero.pitch")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={registerPath} target="_blank" rel="noopener" data-testid="hero-trial" className={buttonVariants({ size: "lg" })}>
              {t("hero.cta")}
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">{t("hero.newTab")}</span>
            </a>
            <Link to="/features" className={buttonVariants({ size: "lg", variant: "outline" })}>
              {t("hero.secondary")}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
          <ul className="mt-6 flex flex-col gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-5">
            {points.map((point) => (
              <li key={point} className="inline-flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-primary-strong" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div data-testid="hero-aside">{session ? <DashboardPreview /> : <SignInCard />}</div>
      </div>
    </section>
  );
}
