import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { inputClass } from "../../../components/ui/form-field";
import { isApiError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useRateAnswer } from "../../../api/assistant";

// Each kept answer can be rated (decision 0907): helpful or not, and why (optional). A new rating
// replaces the old one; a failed save keeps the choice and the reason on screen with the error.

type Rating = "up" | "down";

export function AnswerRating({ turnId, initial, initialReason, idPrefix }: { turnId: string; initial: Rating | null; initialReason: string | null; idPrefix: string }) {
  const { t } = useTranslation("assistant");
  const rate = useRateAnswer();
  const [rating, setRating] = useState<Rating | null>(initial);
  const [reason, setReason] = useState(initialReason ?? "");
  const [isAsking, setIsAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const reasonId = `${idPrefix}-reason-${turnId}`;

  // The thumb is saved at once; the reason form, opened by 'not helpful', closes when the reason is sent.
  const save = (value: Rating, why?: string, closes = false) =>
    rate.mutate(
      { turnId, rating: value, ...(why?.trim() ? { reason: why.trim() } : {}) },
      {
        onSuccess: () => {
          setError(null);
          setSaved(true);
          if (closes) setIsAsking(false);
        },
        onError: (e) => setError(isApiError(e) ? e.message : t("error")),
      },
    );
  const choose = (value: Rating) => {
    setRating(value);
    setSaved(false);
    save(value);
    // 'Not helpful' asks why (optional): the reason helps more than the thumb.
    setIsAsking(value === "down");
  };
  const submitReason = (event: FormEvent) => {
    event.preventDefault();
    if (rating) save(rating, reason, true);
  };

  return (
    <div className="grid gap-2 border-t border-border pt-2" data-testid="answer-rating">
      <div className="flex flex-wrap items-center gap-1">
        <span className="text-xs text-muted-foreground">{t("rating.question")}</span>
        <Button size="sm" variant="ghost" aria-pressed={rating === "up"} aria-label={t("rating.up")} className={cn(rating === "up" && "bg-subtle text-primary-strong")} onClick={() => choose("up")} disabled={rate.isPending}>
          <ThumbsUp aria-hidden="true" />
        </Button>
        <Button size="sm" variant="ghost" aria-pressed={rating === "down"} aria-label={t("rating.down")} className={cn(rating === "down" && "bg-subtle text-destructive-strong")} onClick={() => choose("down")} disabled={rate.isPending}>
          <ThumbsDown aria-hidden="true" />
        </Button>
        {saved && !isAsking ? (
          <span role="status" className="text-xs text-muted-foreground">
            {t("rating.thanks")}
          </span>
        ) : null}
      </div>
      {isAsking ? (
        <form onSubmit={submitReason} className="flex flex-wrap gap-2">
          <label htmlFor={reasonId} className="sr-only">
            {t("rating.reason")}
          </label>
          <input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} placeholder={t("rating.reason")} className={cn(inputClass, "h-8 min-w-0 flex-1 text-sm")} />
          <Button type="submit" size="sm" variant="outline" isLoading={rate.isPending}>
            {t("rating.send")}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-destructive-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
