import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { channelListSchema, channelSchema, memberListSchema, messageListSchema, messageSchema, progressDraftSchema, searchResultSchema, type MessagePage } from "../../domain/communication/contract";
import { apiClient } from "../lib/api-client";
import { communicationKeys } from "./query-keys";

// Team communication (decision 0901): GET/POST /api/v1/channels, a channel's messages, read
// markers and a project's drafted progress update. New messages arrive as `channel.message` on the
// tab's one event stream (server-events.ts), which invalidates the channel's messages and the list.

export type { Channel, ChannelMember, Message, SearchHit } from "../../domain/communication/contract";


const enc = encodeURIComponent;

export function useChannels() {
  return useQuery({ queryKey: communicationKeys.channels(), queryFn: ({ signal }) => apiClient.get("/channels", { signal, parse: (d) => channelListSchema.parse(d) }) });
}

export function useChannelMembers() {
  return useQuery({ queryKey: communicationKeys.members(), queryFn: ({ signal }) => apiClient.get("/channels/members", { signal, parse: (d) => memberListSchema.parse(d).items }), staleTime: 60_000 });
}

type PageParam = { before?: string; after?: string; around?: string };

/**
 * A channel's history, page by page both ways (decision 0912): the latest page, or the page around
 * `around` (a search result, a mention's link); older pages before the first, newer after the last.
 * A live `channel.message` invalidates the key and every loaded page is asked again.
 */
export function useMessages(channelId: string | undefined, around?: string) {
  return useInfiniteQuery({
    queryKey: [...communicationKeys.messages(channelId ?? ""), around ?? "latest"],
    enabled: Boolean(channelId),
    initialPageParam: (around ? { around } : {}) as PageParam,
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams(Object.entries(pageParam).filter((e): e is [string, string] => typeof e[1] === "string"));
      const suffix = query.size ? `?${query}` : "";
      return apiClient.get(`/channels/${enc(channelId!)}/messages${suffix}`, { signal, parse: (d): MessagePage => messageListSchema.parse(d) });
    },
    getPreviousPageParam: (first): PageParam | undefined => (first.hasOlder && first.items[0] ? { before: first.items[0].id } : undefined),
    getNextPageParam: (last): PageParam | undefined => (last.hasNewer && last.items.at(-1) ? { after: last.items.at(-1)!.id } : undefined),
  });
}

/** Messages the user can see that match `q` (two characters or more), twenty at a time. */
export function useSearchMessages(q: string) {
  return useInfiniteQuery({
    queryKey: communicationKeys.search(q),
    enabled: q.trim().length >= 2,
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }) => apiClient.get(`/channels/search?q=${enc(q)}&offset=${pageParam}`, { signal, parse: (d) => searchResultSchema.parse(d) }),
    getNextPageParam: (last) => last.nextOffset ?? undefined,
  });
}

/** Opens (or finds) the direct conversation with these members. */
export function useOpenDirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => apiClient.post("/channels/direct", { userIds }, { parse: (d) => channelSchema.parse(d) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communicationKeys.channels() }),
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

/** Adds members of the workspace to a group conversation (decision 0940); they read its history. */
export function useAddParticipants(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => apiClient.post(`/channels/${enc(channelId)}/participants`, { userIds }, { parse: (d) => channelSchema.parse(d) }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communicationKeys.channels() }),
  });
}

/** Leaves a group conversation (decision 0940). */
export function useLeaveGroup(channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<void>(`/channels/${enc(channelId)}/participants/me`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: communicationKeys.channels() }),
  });
}

export { communicationKeys };
