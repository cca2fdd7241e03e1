import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { CtaBand } from "./marketing-blocks";

/** The two calls to action of every public page: the free trial (register tab) and a demo (/contact). */
export function TrialActions({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation("marketing");
  return (
    <>
      <Link
        to="/auth?tab=register"
        className={buttonVariants({ size: "lg", className: cn(inverted && "bg-background text-foreground hover:bg-background/90") })}
      >
        {t("common.startTrial")}
        <ArrowRight aria-hidden="true" />
      </Link>
      <Link
        to="/contact?topic=demo"
        className={buttonVariants({ size: "lg", variant: "outline", className: cn(inverted && "border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10") })}
      >
        {t("common.requestDemo")}
      </Link>
    </>
  );
}

export function StepList({ steps }: { steps: readonly { title: string; body: string }[] }) {
  return (
    <ol className={cn("grid gap-5 sm:grid-cols-2", steps.length === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4")}>
      {steps.map((step) => (
        <li key={step.title} className="rounded-xl border border-border bg-card p-5">
          <h3 className="font-semibold text-primary-strong">{step.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** The closing band of the product pages: the common invitation and the trial and demo calls. */
export function TrialCtaBand() {
  const { t } = useTranslation("marketing");
  return (
    <CtaBand title={t("common.ctaTitle")} body={t("common.ctaBody")}>
      <TrialActions inverted />
    </CtaBand>
  );
}
