import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/ui/card";
import { ProjectPicker } from "../../../components/project-picker";
import { PageHeading } from "../../../components/page-heading";
import { useProjectItems } from "../../../api/projects";
import { AssistantChat } from "../components/assistant-chat";

/** /virtual-agent: questions about the workspace, answered from its records with citations (decision 0902). */
export function VirtualAgentPage() {
  const { t } = useTranslation("assistant");
  const [params, setParams] = useSearchParams();
  const projectId = params.get("project");
  const projects = useProjectItems();
  const sample = projects.data?.find((p) => p.id === projectId)?.name ?? projects.data?.[0]?.name ?? "Atlas";

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("heading")} intro={t("intro")} introClassName="mt-1 max-w-3xl">
        {projects.data?.length ? (
          <ProjectPicker
            id="assistant-project"
            projects={projects.data}
            value={projectId}
            allLabel={t("allProjects")}
            onChange={(id) => setParams(id === "all" ? {} : { project: id })}
          />
        ) : null}
      </PageHeading>
      <Card className="mt-6 flex flex-col overflow-hidden">
        <AssistantChat projectId={projectId} sampleProject={sample} />
      </Card>
    </div>
  );
}
