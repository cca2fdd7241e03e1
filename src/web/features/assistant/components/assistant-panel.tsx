import { Bot, Maximize2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useMatches, useSearchParams } from "react-router";
import { allProjectsByName, useProjectItems } from "../../../api/projects";
import { buttonVariants } from "../../../components/ui/button";
import { HeaderSheet } from "../../../components/header-sheet";
import { DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { AssistantChat } from "./assistant-chat";

// The assistant as a panel from any signed-in screen (decision 0904): the header's button opens a
// sheet from the right with the same conversation as /virtual-agent, and the screen's project
// (a `:projectId` in the path, or `?project=`) as its context.

/** The project the current screen is about, if any. */
function useScreenProject(): string | null {
  const matches = useMatches();
  const [params] = useSearchParams();
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = matches[i]?.params.projectId;
    if (id) return id;
  }
  return params.get("project");
}

export function AssistantPanel() {
  const { t } = useTranslation("assistant-panel");
  return (
    <HeaderSheet icon={<Bot aria-hidden="true" className="size-5" />} label={t("button")} closeLabel={t("close")} testId="assistant">
      {() => <AssistantSheet />}
    </HeaderSheet>
  );
}

/** The sheet's insides, mounted only while it is open: nothing is fetched before. */
function AssistantSheet() {
  const { t } = useTranslation("assistant-panel");
  const projectId = useScreenProject();
  const projects = useProjectItems(allProjectsByName);
  const project = projectId ? projects.data?.find((p) => p.id === projectId) : undefined;
  return (
    <>
      <div className="flex shrink-0 items-start gap-3 border-b border-border px-5 py-4 pr-14">
        <Bot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
        <div className="grid min-w-0 gap-1">
          <DialogTitle className="break-words">{t("title")}</DialogTitle>
          <DialogDescription>{project ? t("context", { project: project.name }) : t("noContext")}</DialogDescription>
        </div>
      </div>
      <AssistantChat projectId={projectId} sampleProject={project?.name ?? projects.data?.[0]?.name ?? "Atlas"} isCompact idPrefix="assistant-panel" />
      <div className="shrink-0 border-t border-border px-5 py-3">
        <Link to={projectId ? `/virtual-agent?project=${encodeURIComponent(projectId)}` : "/virtual-agent"} className={buttonVariants({ variant: "outline", className: "w-full justify-center" })}>
          <Maximize2 aria-hidden="true" />
          {t("openPage")}
        </Link>
      </div>
    </>
  );
}
