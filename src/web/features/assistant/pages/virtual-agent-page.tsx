import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/ui/card";
import { ProjectPicker } from "../../../components/project-picker";
import { PageHeading } from "../../../components/page-heading";
import { useProjectItems } from "../../../api/projects";
import { useConversation } from "../../../api/assistant";
import { AssistantChat } from "../components/assistant-chat";
import { ConversationHistory } from "../components/conversation-history";

/**
 * /virtual-agent: questions about the workspace, answered from its records with citations (decision
 * 0902); the user's kept conversations beside it (decision 0907), `?c=` the one open.
 */
export function VirtualAgentPage() {
  const { t } = useTranslation("assistant");
  const [params, setParams] = useSearchParams();
  const projectId = params.get("project");
  const openId = params.get("c");
  const projects = useProjectItems();
  // The conversation opened from the history (or the address): the chat is rebuilt from its kept
  // turns. One the chat itself started only gets its id in the address, so the chat is not rebuilt
  // mid-conversation (an action preview waiting for its confirmation stays).
  const [opened, setOpened] = useState<string | null>(openId);
  const open = useConversation(opened);
  const sample = projects.data?.find((p) => p.id === projectId)?.name ?? projects.data?.[0]?.name ?? "Atlas";
  const setParam = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("heading")} intro={t("intro")} introClassName="mt-1 max-w-3xl">
        {projects.data?.length ? (
          <ProjectPicker id="assistant-project" projects={projects.data} value={projectId} allLabel={t("allProjects")} onChange={(id) => setParam("project", id === "all" ? null : id)} />
        ) : null}
      </PageHeading>
      <div className="mt-6 grid gap-4 lg:grid-cols-[16rem_1fr]">
        <Card className="p-3">
          <ConversationHistory openId={openId} onOpen={(id) => {
              setOpened(id);
              setParam("c", id);
            }}
            onDeleted={(id) => {
              if (id !== null && id !== openId) return;
              setOpened(null);
              setParam("c", null);
            }}
          />
        </Card>
        <Card className="flex min-w-0 flex-col overflow-hidden">
          {opened && open.isPending ? (
            <p className="p-4 text-sm text-muted-foreground">{t("history.loading")}</p>
          ) : opened && open.isError ? (
            <p role="alert" className="p-4 text-sm text-destructive-strong">
              {t("history.notFound")}
            </p>
          ) : (
            // A new key per conversation: opening another one starts the chat from its kept turns.
            <AssistantChat
              key={opened ?? "new"}
              projectId={projectId}
              sampleProject={sample}
              conversation={opened ? open.data : undefined}
              onStarted={(id) => setParam("c", id)}
              onNew={() => {
                setOpened(null);
                setParam("c", null);
              }}
            />
          )}
        </Card>
      </div>
    </div>
  );
}
