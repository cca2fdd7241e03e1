import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { Suspense, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast-store";
import { isApiError } from "../../../lib/api-client";
import { digestKindOptions, highPriorityKinds, useDigestKinds, useSaveDigestKinds, type DigestKind } from "../api/email-digest";

const formSchema = z.object({ kinds: z.array(z.enum(digestKindOptions)) });
type FormValues = z.infer<typeof formSchema>;

function EmailDigestForm({ initial }: { initial: DigestKind[] }) {
  const { t } = useTranslation("notifications");
  const save = useSaveDigestKinds();
  const baseId = useId();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { kinds: initial } });

  const selected = form.watch("kinds");
  const onSubmit = form.handleSubmit(async ({ kinds }) => {
    try {
      const saved = await save.mutateAsync(kinds);
      form.reset({ kinds: saved });
      toast({ title: t("email.saved"), variant: "success" });
    } catch (error) {
      // The form keeps what the user chose.
      toast({ title: t("email.saveFailed"), description: isApiError(error) ? error.message : undefined, variant: "error" });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t("email.legend")}</legend>
        {digestKindOptions.map((kind) => {
          const id = `${baseId}-${kind}`;
          return (
            <label
              key={kind}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-3 rounded-md border border-border bg-background px-3 py-2 text-sm has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input id={id} type="checkbox" value={kind} className="size-4 shrink-0 accent-primary" {...form.register("kinds")} />
              <span className="min-w-0 flex-1">{t(`email.kinds.${kind}`)}</span>
              {highPriorityKinds.includes(kind) ? (
                <span className="shrink-0 rounded-full border border-destructive-strong/40 px-2 py-0.5 text-xs font-medium text-destructive-strong">{t("email.highPriority")}</span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      {selected.length === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t("email.none")}
        </p>
      ) : null}
      <div>
        <Button type="submit" isLoading={save.isPending} disabled={!form.formState.isDirty}>
          {t("email.save")}
        </Button>
      </div>
    </form>
  );
}

function EmailDigestCard() {
  const { t } = useTranslation("notifications");
  const chosen = useDigestKinds();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-border bg-card p-5">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
        <div className="grid min-w-0 flex-1 gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {t("email.heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("email.description")}</p>
          {chosen.isPending ? (
            <div className="grid gap-2 sm:grid-cols-2">
              {digestKindOptions.map((k) => (
                <Skeleton key={k} className="h-10" />
              ))}
            </div>
          ) : chosen.isError ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-destructive-strong">{t("email.loadFailed")}</p>
              <Button variant="outline" size="sm" onClick={() => void chosen.refetch()}>
                {t("email.retry")}
              </Button>
            </div>
          ) : (
            // A new answer from the server (another device saved) starts the form afresh.
            <EmailDigestForm key={chosen.data.join(",")} initial={chosen.data} />
          )}
        </div>
      </div>
    </section>
  );
}

/** Settings: which kinds of notification also arrive by e-mail, as a digest (texts load on first use). */
export function EmailDigestSection() {
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full" />}>
      <EmailDigestCard />
    </Suspense>
  );
}
