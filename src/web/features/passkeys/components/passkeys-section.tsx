import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { passkeyNameSchema, type Passkey } from "../../../../domain/passkeys/contract";
import { isPasskeyCancelled, passkeysSupported, useAddPasskey, useDeletePasskey, usePasskeys, useRenamePasskey } from "../../../api/passkeys";
import { Button } from "../../../components/ui/button";
import { SectionCard } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { formatDateTime } from "../../../lib/format";
import { useReportError } from "../../../lib/report-error";
import { useFieldText } from "../../../lib/shared-text";
import { useLanguage } from "../../../lib/use-language";

// Settings › passkeys (decision 0416), beside two-step verification: add one (a name, then the
// browser's own dialog), rename, delete. A passkey signs in without a password and counts as a
// second factor where a workspace requires MFA.

const nameForm = z.object({ name: passkeyNameSchema });
type NameInput = z.input<typeof nameForm>;

function NameForm({ id, initial, submitLabel, onSubmit, onCancel }: { id: string; initial: string; submitLabel: string; onSubmit: (name: string) => Promise<void>; onCancel?: () => void }) {
  const { t } = useTranslation("passkeys");
  const fieldText = useFieldText();
  const report = useReportError();
  const form = useForm<NameInput, unknown, z.output<typeof nameForm>>({ resolver: zodResolver(nameForm), defaultValues: { name: initial } });
  const submit = async (values: z.output<typeof nameForm>) => {
    try {
      await onSubmit(values.name);
      form.reset({ name: onCancel ? values.name : "" });
    } catch (error) {
      if (isPasskeyCancelled(error)) toast({ title: t("cancelled") });
      else report(error, { form, fields: ["name"] });
    }
  };
  return (
    <form className="flex flex-wrap items-end gap-2" noValidate onSubmit={form.handleSubmit(submit)}>
      <div className="min-w-0 flex-1 basis-56">
        <TextField id={id} label={t("name")} placeholder={t("namePlaceholder")} maxLength={60} error={fieldText(form.formState.errors.name?.message)} {...form.register("name")} />
      </div>
      <Button type="submit" isLoading={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t("processing") : submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
      ) : null}
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation("passkeys");
  const language = useLanguage();
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  const report = useReportError();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const onDelete = async () => {
    try {
      await remove.mutateAsync(passkey.id);
      setConfirming(false);
      toast({ title: t("deleted", { name: passkey.name }), variant: "success" });
    } catch (error) {
      report(error);
    }
  };
  return (
    <li className="grid gap-2 py-3">
      {editing ? (
        <NameForm
          id={`passkey-rename-${passkey.id}`}
          initial={passkey.name}
          submitLabel={t("save")}
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: passkey.id, name });
            setEditing(false);
            toast({ title: t("renamed"), variant: "success" });
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1">
            <p className="break-words font-medium">{passkey.name}</p>
            <p className="text-sm text-muted-foreground">
              {t("added", { date: formatDateTime(passkey.createdAt, language) })} ·{" "}
              {passkey.lastUsedAt ? t("lastUsed", { date: formatDateTime(passkey.lastUsedAt, language) }) : t("neverUsed")}
              {passkey.backedUp ? ` · ${t("synced")}` : ""}
            </p>
          </div>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" aria-label={t("renameLabel", { name: passkey.name })} onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">{t("rename")}</span>
            </Button>
            <Button variant="ghost" size="sm" aria-label={t("deleteLabel", { name: passkey.name })} onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">{t("delete")}</span>
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t("confirmTitle", { name: passkey.name })}
        description={t("confirmBody")}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        isPending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </li>
  );
}

export function PasskeysSection({ id }: { id?: string }) {
  const { t } = useTranslation("passkeys");
  const list = usePasskeys();
  const add = useAddPasskey();
  const supported = passkeysSupported();
  return (
    <SectionCard id={id} title={t("title")} description={t("description")}>
      <div className="grid gap-4">
        {list.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive-strong">
            {t("loadFailed")}
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t("listLabel")} data-testid="passkey-list">
            {list.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        {supported ? (
          <NameForm
            id="passkey-new-name"
            initial=""
            submitLabel={t("add")}
            onSubmit={async (name) => {
              await add.mutateAsync(name);
              toast({ title: t("addedToast", { name }), variant: "success" });
            }}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("unsupported")}</p>
        )}
      </div>
    </SectionCard>
  );
}
