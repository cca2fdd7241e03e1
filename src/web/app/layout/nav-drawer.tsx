import { LogOut } from "lucide-react";
import { useRef, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../components/ui/dialog";
import type { Session } from "../session";
import { LogoMark } from "./logo";
import { SidebarNav, useSidebarGroups } from "./sidebar";

// Below lg the signed-in navigation is a drawer from the left (decision 0305), a Radix dialog: focus
// is trapped inside and goes back to the hamburger on Escape or the close button. Choosing an entry
// closes it (the header also closes it on any change of location), and focus then goes to the new
// page's <main> as after any navigation. Spec section 2: the main links, the AI group, the e-mail,
// settings and 'Cerrar Sesión'.

type NavDrawerProps = {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  session: Pick<Session, "email">;
  onSignOut: () => void;
  /** The hamburger, which gets focus back when the drawer closes without a navigation. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

export function NavDrawer({ id, isOpen, onOpenChange, session, onSignOut, returnFocusTo }: NavDrawerProps) {
  const { t } = useTranslation();
  const groups = useSidebarGroups();
  const hasNavigated = useRef(false);

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        id={id}
        closeLabel={t("nav.closeMenu")}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          // After a navigation the layout moves focus to the new page; otherwise back to the
          // hamburger (Radix returns it to its own trigger, and the hamburger lives in the header).
          event.preventDefault();
          if (!hasNavigated.current) returnFocusTo.current?.focus();
          hasNavigated.current = false;
        }}
        className="top-0 left-0 flex h-dvh max-h-dvh w-[min(20rem,calc(100%-3rem))] max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-y-0 border-l-0 p-0 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden"
      >
        <div className="flex h-[var(--header-height)] shrink-0 items-center gap-2 border-b border-border px-4 pr-14 text-lg font-bold tracking-tight">
          <LogoMark />
          <span>{t("brand")}</span>
        </div>
        <DialogTitle className="sr-only">{t("nav.mobile")}</DialogTitle>
        <nav aria-label={t("nav.mobile")} className="flex-1 overflow-y-auto px-3 py-4">
          <SidebarNav
            groups={groups}
            onNavigate={(isCurrent) => {
              hasNavigated.current = !isCurrent;
              onOpenChange(false);
            }}
          />
        </nav>
        <div className="grid shrink-0 gap-2 border-t border-border px-3 py-3">
          <p className="truncate px-2.5 text-sm text-muted-foreground" title={session.email}>
            <span className="sr-only">{t("nav.signedInAs")} </span>
            {session.email}
          </p>
          <Button variant="outline" className="w-full justify-center" onClick={onSignOut}>
            <LogOut aria-hidden="true" />
            {t("nav.signOut")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
