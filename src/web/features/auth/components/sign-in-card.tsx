import { LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";

// TEMPORARY stub so the home page compiles on the w/home branch: the accounts issue builds the
// real sign-in card (login and register tabs) at this exact path, and it replaces this file.
export function SignInCard() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-xl sm:p-8">
      <p className="text-xl font-semibold tracking-tight">{t("screens.auth")}</p>
      <Link to="/auth" className={buttonVariants({ size: "lg", className: "mt-6 w-full" })}>
        <LogIn aria-hidden="true" />
        {t("nav.signIn")}
      </Link>
    </div>
  );
}
