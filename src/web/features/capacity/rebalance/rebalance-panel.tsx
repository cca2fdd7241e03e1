import { ArrowRightLeft, CalendarClock, Scale, Undo2, UserRoundCog } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { formatDateTime, formatDay, formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/use-language";
import { useApplyRebalance, useRebalanceProposal, useUndoRebalance, type RebalanceMoveItem, type RebalanceProposalResponse } from "./rebalance-api";

// The capacity center's rebalancing (decisions 1302–1309): the overloaded person-weeks of the next
// 12 weeks, the moves proposed for the one chosen with their effect on each person's load and each
// project's end date, apply the chosen ones, and undo the latest applied set.

type Target = { resourceId: string; weekStart: string };
const icons = { reassign_task: UserRoundCog, shift_task: CalendarClock, shift_allocation: ArrowRightLeft } as const;

function MoveText({ move, names }: { move: RebalanceMoveItem; names: RebalanceProposalResponse["names"] }) {
  const { t } = useTranslation("rebalance");
  const language = useLanguage();
  const day = (d: string) => formatDay(d, language, "dayMonth");
  const person = (id: string) => names.people[id] ?? "—";
  switch (move.kind) {
    case "reassign_task":
      return (
        <>
          {t("moves.reassign_task", { task: move.taskTitle, hours: formatNumber(move.hours, language, { maximumFractionDigits: 1 }), from: person(move.fromResourceId), to: person(move.toResourceId) })}
          {move.skill ? <span className="ml-2 rounded-full bg-info/15 px-2 py-0.5 text-xs font-medium text-info-strong">{t("moves.skill", { skill: move.skill.skill, level: move.skill.level })}</span> : null}
        </>
      );
    case "shift_task":
      return <>{t("moves.shift_task", { task: move.taskTitle, fromStart: day(move.fromStart), fromEnd: day(move.fromEnd), toStart: day(move.toStart), toEnd: day(move.toEnd), float: move.floatDays })}</>;
    case "shift_allocation":
      return <>{t("moves.shift_allocation", { hours: formatNumber(move.hours, language, { maximumFractionDigits: 1 }), from: person(move.fromResourceId), to: person(move.toResourceId), project: names.projects[move.projectId] ?? "—" })}</>;
  }
}

function Effects({ move, names }: { move: RebalanceMoveItem; names: RebalanceProposalResponse["names"] }) {
  const { t } = useTranslation("rebalance");
  const language = useLanguage();
  const hours = (n: number) => formatNumber(n, language, { maximumFractionDigits: 1 });
  const day = (d: string) => formatDay(d, language, "dayMonth");
  return (
    <ul className="mt-2 grid gap-1 text-xs text-muted-foreground">
      {move.effects.people.map((p) => {
        const shown = p.weeks.slice(0, 3);
        return (
          <li key={p.resourceId}>
            {shown.map((w, i) => (
              <span key={w.start} className={cn("mr-3 inline-block", w.after > w.available && "font-semibold text-destructive-strong")}>
                {i === 0 ? "" : "· "}
                {t("effect.person", { name: names.people[p.resourceId] ?? "—", week: day(w.start), before: hours(w.before), after: hours(w.after), available: hours(w.available) })}
              </span>
            ))}
            {p.weeks.length > shown.length ? <span>{t("effect.more", { count: p.weeks.length - shown.length })}</span> : null}
          </li>
        );
      })}
      {move.effects.projects.map((p) => {
        const project = names.projects[p.projectId] ?? "—";
        const text = !p.finishBefore || !p.finishAfter ? t("effect.projectNoDates", { project }) : p.finishBefore === p.finishAfter ? t("effect.projectSame", { project, date: day(p.finishAfter) }) : t("effect.projectMoved", { project, before: day(p.finishBefore), after: day(p.finishAfter) });
        return (
          <li key={p.projectId}>
            {text}
            {p.dueDate ? ` · ${t("effect.due", { date: day(p.dueDate) })}` : ""}
          </li>
        );
      })}
    </ul>
  );
}

function Proposal({ target, onApplied }: { target: Target; onApplied: () => void }) {
  const { t } = useTranslation("rebalance");
  const proposal = useRebalanceProposal(target);
  const apply = useApplyRebalance();
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  if (proposal.isPending) return <Skeleton className="h-40" />;
  if (proposal.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t("loadError")}</p>
        <Button variant="outline" onClick={() => void proposal.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  const data = proposal.data;
  const stillOver = data.overloadedBefore.some((o) => o.resourceId === target.resourceId && o.weekStart === target.weekStart);
  if (!stillOver) return <p className="text-sm text-muted-foreground">{t("moves.notOverloaded")}</p>;
  if (!data.moves.length) return <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">{t("moves.none")}</p>;
  const chosen = data.moves.filter((m) => !excluded.has(m.id)).map((m) => m.id);
  const submit = () =>
    apply.mutate(
      { ...target, moveIds: chosen },
      {
        onSuccess: () => {
          toast({ title: t("applied"), variant: "success" });
          onApplied();
        },
        onError: (error) => toast({ title: t("applyFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
      },
    );
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold">{t("moves.title")}</h3>
      <ul className="grid gap-2">
        {data.moves.map((move) => {
          const Icon = icons[move.kind];
          const id = `move-${move.id.replace(/[^a-zA-Z0-9-]/g, "-")}`;
          return (
            <li key={move.id} className="flex gap-3 rounded-lg border border-border p-3">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
                checked={!excluded.has(move.id)}
                onChange={(e) => {
                  const next = new Set(excluded);
                  if (e.target.checked) next.delete(move.id);
                  else next.add(move.id);
                  setExcluded(next);
                }}
              />
              <div className="min-w-0">
                <label htmlFor={id} className="flex items-start gap-2 text-sm font-medium">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                  <span>
                    <MoveText move={move} names={data.names} />
                  </span>
                </label>
                <Effects move={move} names={data.names} />
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">{t("summary", { count: data.overloadedAfter.length, before: data.overloadedBefore.length })}</p>
      <div>
        <Button onClick={submit} disabled={!chosen.length || apply.isPending}>
          <Scale aria-hidden="true" />
          {t("apply", { count: chosen.length })}
        </Button>
      </div>
    </div>
  );
}

export function RebalancePanel({ isManager }: { isManager: boolean }) {
  const { t } = useTranslation("rebalance");
  const language = useLanguage();
  const overview = useRebalanceProposal(null, isManager);
  const undo = useUndoRebalance();
  const [target, setTarget] = useState<Target | null>(null);
  if (!isManager) return <p className="text-sm text-muted-foreground">{t("managersOnly")}</p>;
  if (overview.isPending) return <Skeleton className="h-40" />;
  if (overview.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t("loadError")}</p>
        <Button variant="outline" onClick={() => void overview.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  const { overloadedBefore: overloaded, names, latest } = overview.data;
  const hours = (n: number) => formatNumber(n, language, { maximumFractionDigits: 1 });
  const undoLatest = () =>
    undo.mutate(undefined, {
      onSuccess: () => toast({ title: t("undone"), variant: "success" }),
      onError: (error) => toast({ title: t("undoFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" }),
    });
  return (
    <div className="grid gap-5">
      {latest ? (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t("latest", { count: latest.moveCount, date: formatDateTime(latest.appliedAt, language) })}</p>
          <Button variant="outline" className="h-auto min-h-10 whitespace-normal" onClick={undoLatest} disabled={undo.isPending}>
            <Undo2 aria-hidden="true" />
            {t("undo")}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-2">
        <h3 className="font-semibold">{t("overloaded.title")}</h3>
        {overloaded.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("overloaded.none")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {overloaded.map((o) => {
              const selected = target?.resourceId === o.resourceId && target.weekStart === o.weekStart;
              return (
                <li key={`${o.resourceId}:${o.weekStart}`}>
                  <Button variant={selected ? "primary" : "outline"} size="sm" className="h-auto min-h-8 py-1.5 text-left whitespace-normal" aria-pressed={selected} onClick={() => setTarget({ resourceId: o.resourceId, weekStart: o.weekStart })}>
                    {t("overloaded.item", { name: names.people[o.resourceId] ?? "—", week: formatDay(o.weekStart, language, "dayMonth"), planned: hours(o.planned), available: hours(o.available) })}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {target ? <Proposal key={`${target.resourceId}:${target.weekStart}`} target={target} onApplied={() => setTarget(null)} /> : overloaded.length ? <p className="text-sm text-muted-foreground">{t("choose")}</p> : null}
    </div>
  );
}
