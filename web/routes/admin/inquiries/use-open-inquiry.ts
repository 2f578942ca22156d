import { useSearchParams } from "react-router-dom";
import { type InquiryRow, useSetInquiryStatus } from "../data/inquiries";

const PARAM = "inquiry";

/** The inquiry shown in the side panel, kept in the URL (`?inquiry=12`) like the rest of the view. */
export function useOpenInquiry() {
  const [params, setParams] = useSearchParams();
  const setStatus = useSetInquiryStatus();
  const openId = Number(params.get(PARAM)) || null;

  function change(id: number | null) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(PARAM);
        else next.set(PARAM, String(id));
        return next;
      },
      { preventScrollReset: true },
    );
  }

  return {
    openId,
    /** Opens the panel; a new inquiry is marked read quietly, since opening it is reading it. */
    open(inquiry: InquiryRow) {
      change(inquiry.id);
      if (inquiry.status === "new") setStatus.mutate({ id: inquiry.id, status: "read", silent: true });
    },
    close: () => change(null),
  };
}
