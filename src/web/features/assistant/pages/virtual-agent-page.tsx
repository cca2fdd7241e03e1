import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { useMyPermissions } from "../../../lib/use-my-permissions";
import { ProjectPicker } from "../../../components/project-picker";
import { PageHeading } from "../../../components/page-heading";
import { useProjectItems } from "../../../api/projects";
import { useConversation } from "../../../api/assistant";
import { AssistantChat } from "../components/assistant-chat";
import { ConversationHistory } from "../components/conversation-history";
import { RatingsView } from "../components/ratings-view";

/**
 * /virtual-agent: questions about the workspace, answered from its records with citations (decision
 * 0902); the user's kept conversations beside it (decision 0907), `?c=` the one open. Admins also
 * get the ratings tab (`?tab=ratings`, decision 0921): where the assistant's answers fail.
 */
export function VirtualAgentPage() {
  const { t } = useTranslation("assistant");
  const [params, setParams] = useSearchParams();
  const projectId = params.get("project");
  const openId = params.get("c");
  const projects = useProjectItems();
  // Owners and admins (project:delete and workspace:manage go to the same roles); the server decides.
  const { canDelete: isAdmin } = useMyPermissions();
  const tab = isAdmin && params.get("tab") === "ratings" ? "ratings" : "chat";
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

  const chat = (
    <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
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
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading title={t("heading")} intro={t("intro")} introClassName="mt-1 max-w-3xl">
        {projects.data?.length ? (
          <ProjectPicker id="assistant-project" projects={projects.data} value={projectId} allLabel={t("allProjects")} onChange={(id) => setParam("project", id === "all" ? null : id)} />
        ) : null}
      </PageHeading>
      {/* One tree whether or not the tabs show, so the chat is not rebuilt when the role arrives. */}
      <Tabs value={tab} onValueChange={(value) => setParam("tab", value === "ratings" ? "ratings" : null)} className="mt-6">
        {isAdmin ? (
          <TabsList>
            <TabsTrigger value="chat">{t("tabs.chat")}</TabsTrigger>
            <TabsTrigger value="ratings">{t("tabs.ratings")}</TabsTrigger>
          </TabsList>
        ) : null}
        <TabsContent value="chat" className={isAdmin ? undefined : "mt-0"}>
          {chat}
        </TabsContent>
        {isAdmin ? (
          <TabsContent value="ratings">
            <RatingsView />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
