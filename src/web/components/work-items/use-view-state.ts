import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { decodeViewState, encodeViewState, isDefaultState, type ViewState } from "../../../domain/work-items/saved-views";

/**
 * The list's or board's current view in the URL (decision 1205): `view` names a saved view,
 * `vs` carries the state itself, so a copied link opens exactly what its sender saw.
 */
export function useViewState() {
  const [params, setParams] = useSearchParams();
  const state = decodeViewState(params.get("vs"));
  const viewId = params.get("view");
  const apply = useCallback(
    (next: ViewState, nextViewId?: string | null) => {
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (isDefaultState(next)) out.delete("vs");
          else out.set("vs", encodeViewState(next));
          if (nextViewId !== undefined) {
            if (nextViewId) out.set("view", nextViewId);
            else out.delete("view");
          }
          return out;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { state, viewId, apply };
}
