import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { channelListSchema, channelSchema, memberListSchema, messageListSchema, messageSchema, progressDraftSchema } from "../../domain/communication/contract";
import { apiClient } from "../lib/api-client";

// Team communication (decision 0901): GET/POST /api/v1/channels, a channel's messages, read
// markers and a project's drafted progress update. New messages arrive as `channel.message` on the
// tab's one event stream (server-events.ts), which invalidates the channel's messages and the list.

export type { Channel, ChannelMember, Message } from "../../domain/communication/contract";

export const communicationKeys = {
  all: ["communication"] as const,
  channels: () => [...communicationKeys.all, "channels"] as const,
  members: () => [...communicationKeys.all, "members"] as const,
  messages: (channelId: string) => [...communicationKeys.all, "messages", channelId] as const,
  draft: (projectId: string) => [...communicationKeys.all, "draft", projectId] as const,
};

const enc = encodeURIComponent;

export function useChannels() {
  return useQuery({ queryKey: communicationKeys.channels(), queryFn: ({ signal }) => apiClient.get("/channels", { signal, parse: (d) => channelListSchema.parse(d) }) });
}

export function useChannelMembers() {
  return useQuery({ queryKey: communicationKeys.members(), queryFn: ({ signal }) => apiClient.get("/channels/members", { signal, parse: (d) => memberListSchema.parse(d).items }), staleTime: 60_000 });
}

export function useMessages(channelId: string | undefined) {
  return useQuery({
    queryKey: communicationKeys.messages(channelId ?? ""),
    enabled: Boolean(channelId),
    queryFn: ({ signal }) => apiClient.get(`/channels/${enc(channelId!)}/messages`, { signal, parse: (d) => messageListSchema.parse(d).items }),
  });
}

export function useProgressDraft(projectId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: communicationKeys.draft(projectId ?? ""),
    enabled: enabled && Boolean(projectId),
    staleTime: Infinity,
    queryFn: ({ signal }) => apiClient.get(`/projects/${enc(projectId!)}/progress-update`, { signal, parse: (d) => progressDraftSchema.parse(d) }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (channelId: string) => {
    void queryClient.invalidateQueries({ queryKey: communicationKeys.messages(channelId) });
    void queryClient.invalidateQueries({ queryKey: communicationKeys.channels() });
  };
}

export function usePostMessage(channelId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { body: string; parentId?: string; attachmentIds?: string[] }) => apiClient.post(`/channels/${enc(channelId)}/messages`, input, { parse: (d) => messageSchema.parse(d) }),
    onSuccess: () => refresh(channelId),
  });
}

export function useEditMessage(channelId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: string }) => apiClient.patch(`/channels/${enc(channelId)}/messages/${enc(messageId)}`, { body }, { parse: (d) => messageSchema.parse(d) }),
    onSuccess: () => refresh(channelId),
  });
}

export function useDeleteMessage(channelId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (messageId: string) => apiClient.delete<void>(`/channels/${enc(channelId)}/messages/${enc(messageId)}`), onSuccess: () => refresh(channelId) });
}

export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiClient.post("/channels", { name }, { parse: (d) => channelSchema.parse(d) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communicationKeys.channels() }),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => apiClient.post<void>(`/channels/${enc(channelId)}/read`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communicationKeys.channels() }),
  });
}
