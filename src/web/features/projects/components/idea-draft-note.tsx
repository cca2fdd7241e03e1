import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ProjectDraft } from "../../../api/innovation";
import { LoadingBlock, Skeletons } from "../../../components/ui/skeleton";

/** The planner's note when it starts from an approved idea: where it comes from, effort, first milestones. */
export function IdeaDraftNote({ draft }: { draft: UseQueryResult<ProjectDraft> }) {
  const { t } = useTranslation("innovation");
  if (draft.isPending)
    return (
      <LoadingBlock label={t("planner.loading")} className="mt-6">
        <Skeletons count={1} className="h-20" />
      </LoadingBlock>
    );
  if (draft.isError || !draft.data)
    return (
      <p role="alert" className="mt-6 rounded-md border border-destructive-strong/40 bg-destructive-strong/10 px-3 py-2 text-sm text-destructive-strong">
        {t("planner.failed")}
      </p>
    );
  const d = draft.data;
  return (
    <section className="mt-6 grid gap-2 rounded-xl border border-primary/40 bg-primary/5 p-4 text-sm" aria-labelledby="planner-idea-title" data-testid="planner-idea">
      <h2 id="planner-idea-title" className="flex items-center gap-2 font-semibold">
        <Lightbulb aria-hidden="true" className="size-4 text-primary-strong" /> {t("planner.fromIdea", { title: d.name })}
      </h2>
      <p className="text-muted-foreground">{t("planner.prefilled")}</p>
      <p>{d.schedule}</p>
      <div>
        <p className="font-medium">{t("planner.milestones")}</p>
        <ol className="list-decimal ps-6">
          {d.milestones.map((m) => (
            <li key={m.name}>
              {m.name} <span className="text-muted-foreground">({m.offsetDays === null ? t("planner.noDate") : t("planner.days", { count: m.offsetDays })})</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
