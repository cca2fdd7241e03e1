import { RotateCw } from "lucide-react";
import { Button } from "./button";

/** A section that failed to load, with a button to try again. */
export function RetryAlert({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-destructive-strong/40 bg-destructive-strong/10 p-3 text-sm">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}
