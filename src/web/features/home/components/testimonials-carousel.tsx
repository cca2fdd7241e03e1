import { ChevronLeft, ChevronRight, Pause, Quote, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
import { useCarousel } from "../hooks/use-carousel";
import { testimonials } from "../testimonials";
import { SectionHeading, sectionContainer } from "./section-heading";

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation("home");
  return (
    <p className="flex items-center gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn("size-5", i < rating ? "fill-amber-400 text-amber-500" : "fill-transparent text-muted-foreground/50")}
        />
      ))}
      <span className="sr-only">{t("testimonials.rating", { rating })}</span>
    </p>
  );
}

// Accessible carousel (WAI-ARIA APG "carousel"): a labelled region with the carousel role
// description, one labelled group per slide, a polite live region only when it does not rotate.
export function TestimonialsCarousel() {
  const { t } = useTranslation("home");
  const { index, isAutoPlaying, dispatch } = useCarousel(testimonials.length);
  const total = testimonials.length;
  return (
    <section aria-labelledby="home-testimonials" className="bg-muted/50">
      <div className={sectionContainer}>
        <SectionHeading id="home-testimonials" eyebrow={t("testimonials.eyebrow")} heading={t("testimonials.heading")} />
        <div
          role="region"
          aria-roledescription={t("testimonials.roledescription")}
          aria-label={t("testimonials.label")}
          data-testid="carousel"
          data-autoplay={isAutoPlaying ? "on" : "off"}
          className="mx-auto mt-12 max-w-3xl"
        >
          <div aria-live={isAutoPlaying ? "off" : "polite"} className="grid">
            {testimonials.map((testimonial, i) => {
              const isCurrent = i === index;
              return (
                <figure
                  key={testimonial.key}
                  role="group"
                  aria-roledescription={t("testimonials.slideRole")}
                  aria-label={t("testimonials.slide", { index: i + 1, total })}
                  aria-hidden={isCurrent ? undefined : true}
                  data-current={isCurrent ? "true" : undefined}
                  className={cn(
                    "flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm transition-opacity duration-500 [grid-area:1/1] motion-reduce:transition-none sm:p-10",
                    isCurrent ? "opacity-100" : "invisible opacity-0",
                  )}
                >
                  <div className="flex items-center justify-between gap-4">
                    <Quote aria-hidden="true" className="size-8 text-primary-strong" />
                    <Stars rating={testimonial.rating} />
                  </div>
                  <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-pretty sm:text-xl">
                    <p>{t(`testimonials.${testimonial.key}.quote`)}</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-4">
                    <img src={testimonial.avatar} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-14 rounded-full" />
                    <span>
                      <span className="block font-semibold">{t(`testimonials.${testimonial.key}.author`)}</span>
                      <span className="block text-sm text-muted-foreground">{t(`testimonials.${testimonial.key}.position`)}</span>
                    </span>
                  </figcaption>
                </figure>
              );
            })}
          </div>
          <div className="mt-6 flex items-center justify-between gap-4">
            <Button variant="outline" size="icon" aria-label={t("testimonials.previous")} onClick={() => dispatch({ type: "previous" })}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </Button>
            <div className="flex items-center gap-1" role="group" aria-label={t("testimonials.dots")}>
              {testimonials.map((testimonial, i) => (
                <button
                  key={testimonial.key}
                  type="button"
                  aria-label={t("testimonials.goTo", { index: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => dispatch({ type: "goTo", index: i })}
                  className={cn("group flex size-8 cursor-pointer items-center justify-center rounded-full", focusRing)}
                >
                  <span
                    className={cn(
                      "block h-2.5 rounded-full transition-all motion-reduce:transition-none",
                      i === index ? "w-6 bg-primary-strong" : "w-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground",
                    )}
                  />
                </button>
              ))}
            </div>
            <Button variant="outline" size="icon" aria-label={t("testimonials.next")} onClick={() => dispatch({ type: "next" })}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <div className="mt-4 flex justify-center">
            {/* Stays in place once stopped, so keyboard focus is not lost. */}
            <Button
              variant="ghost"
              size="sm"
              aria-disabled={isAutoPlaying ? undefined : true}
              onClick={() => dispatch({ type: "stop" })}
              className="aria-disabled:pointer-events-auto aria-disabled:cursor-default aria-disabled:text-muted-foreground aria-disabled:opacity-100 aria-disabled:hover:bg-transparent"
            >
              <Pause aria-hidden="true" />
              {isAutoPlaying ? t("testimonials.pause") : t("testimonials.paused")}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
