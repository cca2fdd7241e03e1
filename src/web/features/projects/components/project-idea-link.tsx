import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProjectIdea } from "../../../api/innovation";

/** "Born from the idea …": the link back to /innovation for a project an idea became (decision 1002). */
export function ProjectIdeaLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation("innovation");
  const idea = useProjectIdea(projectId);
  if (!idea.data) return null;
  return (
    <p className="mt-2 text-sm">
      <Link to={`/innovation?idea=${encodeURIComponent(idea.data.id)}`} className="inline-flex items-center gap-1.5 font-medium text-primary-strong underline-offset-4 hover:underline" data-testid="project-idea-link">
        <Lightbulb aria-hidden="true" className="size-4" /> {t("project.fromIdea", { title: idea.data.title })}
      </Link>
    </p>
  );
}
