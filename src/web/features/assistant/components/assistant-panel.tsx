import { Bot, Maximize2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useMatches, useSearchParams } from "react-router";
import { allProjectsByName, useProjectItems } from "../../../api/projects";
import { buttonVariants } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";
import { focusRing } from "../../../components/ui/focus-ring";
import { cn } from "../../../lib/cn";
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
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  const projectId = useScreenProject();
  const projects = useProjectItems(allProjectsByName, { enabled: isOpen });
  const project = projectId ? projects.data?.find((p) => p.id === projectId) : undefined;

  // Following a source link to another screen closes the panel, as the help panel does.
  useEffect(() => setIsOpen(false), [pathname]);

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          className={cn("inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md text-foreground hover:bg-subtle", focusRing)}
          aria-label={t("button")}
          title={t("button")}
          data-testid="assistant-button"
        >
          <Bot aria-hidden="true" className="size-5" />
        </button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t("close")}
        data-testid="assistant-panel"
        className={cn(
          "top-0 right-0 left-auto flex h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-y-0 border-r-0 p-0",
          "data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        )}
      >
        <div className="flex shrink-0 items-start gap-3 border-b border-border px-5 py-4 pr-14">
          <Bot aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
          <div className="grid min-w-0 gap-1">
            <DialogTitle className="break-words">{t("title")}</DialogTitle>
            <DialogDescription>{project ? t("context", { project: project.name }) : t("noContext")}</DialogDescription>
          </div>
        </div>
        {isOpen ? <AssistantChat projectId={projectId} sampleProject={project?.name ?? projects.data?.[0]?.name ?? "Atlas"} isCompact idPrefix="assistant-panel" /> : null}
        <div className="shrink-0 border-t border-border px-5 py-3">
          <Link to={projectId ? `/virtual-agent?project=${encodeURIComponent(projectId)}` : "/virtual-agent"} className={buttonVariants({ variant: "outline", className: "w-full justify-center" })}>
            <Maximize2 aria-hidden="true" />
            {t("openPage")}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
