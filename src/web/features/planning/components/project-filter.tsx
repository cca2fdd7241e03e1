import { useTranslation } from "react-i18next";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import type { ProjectListItem as PlanningProject } from "../../../api/projects";

export const allProjects = "all";

/** Which project the tabs show; 'all projects' for the timeline and the calendar view. */
export function ProjectFilter({ projects, value, onChange }: { projects: readonly PlanningProject[]; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("planning");
  return (
    <div className="grid w-full gap-1.5 sm:w-72">
      <Label id="project-filter-label">{t("filter.label")}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger aria-labelledby="project-filter-label" data-testid="project-filter">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={allProjects}>{t("filter.all")}</SelectItem>
          {projects.map((project) => (
            <SelectItem key={project.id} value={project.id}>
              {project.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
