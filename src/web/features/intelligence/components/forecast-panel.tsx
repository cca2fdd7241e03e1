import { CalendarClock, Info, Minus, Plus, RotateCcw, SearchX } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeForecast, type ForecastResult } from "../../../../domain/intelligence/forecast";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { cn } from "../../../lib/cn";
import { formatDay, formatNumber, formatPercent } from "../../../lib/format";
import { useWhatIfForecast } from "../../../api/intelligence";
import { camelKey } from "../lib/keys";
import { useDebounced } from "../lib/use-debounced";
import { ForecastHistogram, ForecastSCurve } from "./forecast-charts";
import { useLanguage } from "../../../lib/use-language";
import { PanelHeading } from "./panel-heading";

type OkForecast = Extract<ForecastResult, { status: "ok" }>;

const percentiles = ["p50", "p85", "p95"] as const;

/** What is missing when the engine says the data is too thin: its reasons, worded with what to do. */
export function InsufficientForecast({ forecast }: { forecast: Extract<ForecastResult, { status: "insufficient" }> }) {
  const { t } = useTranslation("intelligence");
  return (
    <div data-testid="forecast-insufficient" className="rounded-xl border border-dashed border-border p-6">
      <div className="flex items-start gap-3">
        <SearchX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
        <div className="grid gap-2">
          <h3 className="text-lg font-semibold">{t("forecast.insufficient.title")}</h3>
          <p className="text-sm text-muted-foreground">{t("forecast.insufficient.intro")}</p>
          <ul className="grid list-disc gap-1 ps-5 text-sm">
            {forecast.reasons.map((reason) => (
              <li key={reason}>
                <span className="font-medium">{t(`forecast.reason.${camelKey(reason)}` as "forecast.reason.noThroughput")}</span> {t(`forecast.reasonFix.${camelKey(reason)}` as "forecast.reasonFix.noThroughput")}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

function SourceNote({ forecast }: { forecast: OkForecast }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const s = forecast.source;
  const params = {
    weeks: s.ownWeeks,
    completions: s.ownCompletions,
    projects: s.referenceProjects,
    referenceWeeks: s.referenceWeeks,
    share: formatPercent(s.ownShare, language),
  };
  return (
    <div data-testid="forecast-source" className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info-strong" />
      <div className="grid gap-1">
        <p>
          <span className="font-medium">{t(`forecast.source.${s.kind}`)}</span> {t(`forecast.sourceDetail.${s.kind}`, params)}
        </p>
        <p className="text-muted-foreground">
          {t("forecast.method", {
            trials: formatNumber(forecast.trials, language),
            throughput: formatNumber(forecast.meanWeeklyThroughput, language, { maximumFractionDigits: 2 }),
            remaining: formatNumber(forecast.remaining, language),
          })}{" "}
          {forecast.workFactorMedian > 1.05 ? t("forecast.workFactor", { factor: formatNumber(forecast.workFactorMedian, language, { maximumFractionDigits: 2 }) }) : null}{" "}
          {forecast.calibration.isApplied ? t("forecast.calibrated", { outcomes: forecast.calibration.finished }) : null}
        </p>
      </div>
    </div>
  );
}

/** P50/P85/P95 dates and the chance of meeting the due date. */
function PercentileCards({ forecast }: { forecast: OkForecast }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="forecast-percentiles">
      {percentiles.map((key) => (
        <div key={key} className="rounded-lg border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{t(`forecast.${key}`)}</dt>
          <dd className="mt-1 text-lg font-semibold" data-testid={`forecast-${key}`}>
            {formatDay(forecast[key].date, language, "long")}
          </dd>
          <dd className="text-xs text-muted-foreground">{t("forecast.inWeeks", { count: forecast[key].weeks })}</dd>
        </div>
      ))}
      <div className="rounded-lg border border-border bg-card p-4">
        <dt className="text-sm text-muted-foreground">{t("forecast.onTime")}</dt>
        <dd className="mt-1 text-lg font-semibold" data-testid="forecast-on-time">
          {forecast.probabilityOnTime === null ? t("forecast.noDueDate") : formatPercent(forecast.probabilityOnTime, language)}
        </dd>
        {forecast.dueDate ? <dd className="text-xs text-muted-foreground">{t("forecast.dueOn", { date: formatDay(forecast.dueDate, language, "long") })}</dd> : null}
      </div>
    </dl>
  );
}

function Stepper({ id, label, value, display, onChange, min, max, step, hint }: { id: string; label: string; value: number; display: string; onChange: (v: number) => void; min: number; max: number; step: number; hint: string }) {
  const { t } = useTranslation("intelligence");
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-sm font-semibold tabular-nums" data-testid={`${id}-value`}>
          {display}
        </output>
      </div>
      <div className="flex items-center gap-2">
        <Button type="button" variant="outline" size="icon" className="size-8" onClick={() => onChange(clamp(value - step))} disabled={value <= min} aria-label={t("whatIf.decrease", { label })}>
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          aria-valuetext={display}
          className="h-2 w-full cursor-pointer accent-[var(--color-primary-strong)]"
        />
        <Button type="button" variant="outline" size="icon" className="size-8" onClick={() => onChange(clamp(value + step))} disabled={value >= max} aria-label={t("whatIf.increase", { label })}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

function deltaDays(base: string, next: string): number {
  return Math.round((Date.parse(next) - Date.parse(base)) / 86_400_000);
}

/** Add or remove capacity, cut or add scope: the server re-runs the forecast; shown beside the baseline. */
function WhatIf({ projectId, baseline }: { projectId: string; baseline: OkForecast }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  const [capacity, setCapacity] = useState(0);
  const [scope, setScope] = useState(0);
  const wanted = useDebounced({ capacity, scope }, 350);
  const isChanged = wanted.capacity !== 0 || wanted.scope !== 0;
  const whatIf = useWhatIfForecast(projectId, Math.round((1 + wanted.capacity / 100) * 100) / 100, wanted.scope, isChanged);
  const result = isChanged ? whatIf.data : undefined;
  const minScope = -baseline.remaining;
  const signed = (n: number) => (n > 0 ? `+${formatNumber(n, language)}` : formatNumber(n, language));

  return (
    <Card data-testid="what-if">
      <CardHeader>
        <CardTitle as="h3">{t("whatIf.title")}</CardTitle>
        <CardDescription>{t("whatIf.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-5">
          <Stepper id="what-if-capacity" label={t("whatIf.capacity")} value={capacity} min={-50} max={100} step={10} onChange={setCapacity} display={`${signed(capacity)} %`} hint={t("whatIf.capacityHint")} />
          <Stepper id="what-if-scope" label={t("whatIf.scope")} value={scope} min={minScope} max={Math.max(50, baseline.remaining)} step={1} onChange={setScope} display={t("whatIf.tasks", { count: scope, value: signed(scope) })} hint={t("whatIf.scopeHint", { remaining: baseline.remaining })} />
          <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => { setCapacity(0); setScope(0); }} disabled={capacity === 0 && scope === 0}>
            <RotateCcw aria-hidden="true" />
            {t("whatIf.reset")}
          </Button>
        </div>
        <div className="min-w-0 relative overflow-x-auto">
          <table className="w-full text-sm" data-testid="what-if-table">
            <caption className="sr-only">{t("whatIf.tableCaption")}</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                <th scope="col" className="py-2 pe-2 font-medium">
                  <span className="sr-only">{t("whatIf.measure")}</span>
                </th>
                <th scope="col" className="py-2 pe-2 font-medium">{t("whatIf.baseline")}</th>
                <th scope="col" className="py-2 font-medium">{t("whatIf.scenario")}</th>
              </tr>
            </thead>
            <tbody aria-live="polite" aria-busy={whatIf.isFetching || undefined}>
              {percentiles.map((key) => {
                const next = result?.status === "ok" ? result[key] : null;
                const delta = next ? deltaDays(baseline[key].date, next.date) : 0;
                return (
                  <tr key={key} className="border-b border-border">
                    <th scope="row" className="py-2 pe-2 text-left font-medium">{t(`forecast.${key}Short`)}</th>
                    <td className="py-2 pe-2 tabular-nums">{formatDay(baseline[key].date, language)}</td>
                    <td className={cn("py-2 tabular-nums", whatIf.isFetching && "opacity-60")} data-testid={`what-if-${key}`}>
                      {!isChanged ? (
                        <span className="text-muted-foreground">{t("whatIf.same")}</span>
                      ) : next ? (
                        <>
                          <span className="font-semibold">{formatDay(next.date, language)}</span>{" "}
                          {delta !== 0 ? (
                            <span className={cn("text-xs", delta < 0 ? "text-success-strong" : "text-destructive-strong")}>{t("whatIf.delta", { count: Math.abs(delta), sign: delta < 0 ? "−" : "+" })}</span>
                          ) : (
                            <span className="text-xs text-muted-foreground">{t("whatIf.noChange")}</span>
                          )}
                        </>
                      ) : result?.status === "insufficient" ? (
                        <span className="text-muted-foreground">{t(`forecast.reason.${camelKey(result.reasons[0] ?? "no_throughput")}` as "forecast.reason.noThroughput")}</span>
                      ) : whatIf.isError ? (
                        <span className="text-destructive-strong">{t("errors.whatIf")}</span>
                      ) : (
                        <span className="text-muted-foreground">{t("whatIf.computing")}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
              <tr>
                <th scope="row" className="py-2 pe-2 text-left font-medium">{t("forecast.onTime")}</th>
                <td className="py-2 pe-2 tabular-nums">{baseline.probabilityOnTime === null ? "—" : formatPercent(baseline.probabilityOnTime, language)}</td>
                <td className="py-2 tabular-nums" data-testid="what-if-on-time">
                  {isChanged && result?.status === "ok" ? (result.probabilityOnTime === null ? "—" : formatPercent(result.probabilityOnTime, language)) : <span className="text-muted-foreground">{t("whatIf.same")}</span>}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="mt-3 text-xs text-muted-foreground">{t("whatIf.caveat")}</p>
        </div>
      </CardContent>
    </Card>
  );
}

export function ForecastPanel({ projectId, projectName, forecast }: { projectId: string; projectName: string; forecast: ForecastResult }) {
  const { t } = useTranslation("intelligence");
  const language = useLanguage();
  return (
    <section aria-labelledby="forecast-heading" className="grid gap-4">
      <PanelHeading id="forecast-heading" icon={CalendarClock}>
        {t("forecast.heading")}
      </PanelHeading>
      {forecast.status === "insufficient" ? (
        <InsufficientForecast forecast={forecast} />
      ) : (
        <>
          <p className="text-base" data-testid="forecast-sentence">
            {describeForecast(forecast, language)}
          </p>
          <PercentileCards forecast={forecast} />
          <SourceNote forecast={forecast} />
          <div className="grid gap-4 xl:grid-cols-2">
            <ForecastHistogram forecast={forecast} projectName={projectName} />
            <ForecastSCurve forecast={forecast} projectName={projectName} />
          </div>
          <WhatIf key={projectId} projectId={projectId} baseline={forecast} />
        </>
      )}
    </section>
  );
}
