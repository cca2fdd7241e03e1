import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";

/**
 * The save of the sprint dialogs (create, edit, generate): success closes the dialog; sprints that
 * overlap others wait for the user's confirmation (`overlapMessage`); any other failure becomes the
 * form's error line.
 */
export function useSprintSave(onOpenChange: (isOpen: boolean) => void) {
  const { t } = useTranslation("planning");
  const [overlapMessage, setOverlapMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (write: () => Promise<void>, failure: string) => {
    setFormError(null);
    try {
      await write();
      setOverlapMessage(null);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && error.code === "sprint_overlap") {
        setOverlapMessage(error.message);
        return;
      }
      setFormError(isApiError(error) && error.status === 401 ? t("sprints.errors.signInRequired") : failure);
    }
  };
  return { overlapMessage, formError, save };
}
