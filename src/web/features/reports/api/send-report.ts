import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiClient } from "../../../lib/api-client";
import { reportKey } from "./report";

// POST /api/v1/reports/:id/send: e-mails the report (PDF attached) to the chosen addresses.

export const sendReportSchema = z.object({ recipients: z.array(z.email("validation.invalid_email").max(255)).min(1, "validation.required").max(50, "validation.too_big_number") });

export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, recipients }: { reportId: string; recipients: string[] }) =>
      apiClient.post(`/reports/${encodeURIComponent(reportId)}/send`, { recipients }, { parse: (data) => z.object({ sent: z.number(), sentTo: z.array(z.string()) }).parse(data) }),
    onSuccess: (_r, { reportId }) => {
      void queryClient.invalidateQueries({ queryKey: reportKey(reportId) });
      void queryClient.invalidateQueries({ queryKey: ["reports", "list"] });
    },
  });
}
