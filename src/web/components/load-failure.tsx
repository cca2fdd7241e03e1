import { LogIn, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { isApiError } from "../lib/api-client";
import { cn } from "../lib/cn";
import { Button, buttonVariants } from "./ui/button";

export type LoadFailureTexts = {
  signedOutTitle: string;
  signedOutDescription: string;
  signIn: string;
  loadFailed: string;
  retry: string;
};

/**
 * What a page shows when its data did not load: a way to sign in when the session has ended (401),
 * otherwise the failure with a retry button. The page gives its own words.
 */
export function LoadFailure({ error, onRetry, texts, className }: { error: unknown; onRetry: () => void; texts: LoadFailureTexts; className?: string }) {
  if (isApiError(error) && error.status === 401) {
    return (
      <div className={cn("flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center", className)}>
        <LogIn aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{texts.signedOutTitle}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{texts.signedOutDescription}</p>
        <Link to="/auth" className={buttonVariants()}>
          {texts.signIn}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className={cn("flex flex-col items-start gap-3 rounded-xl border border-destructive-strong/40 p-6", className)}>
      <p className="text-destructive-strong">{texts.loadFailed}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        {texts.retry}
      </Button>
    </div>
  );
}
