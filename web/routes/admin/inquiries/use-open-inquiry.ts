import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { type InquiryRow, useSetInquiryStatus } from "../data/inquiries";

const PARAM = "inquiry";

/** The inquiry shown in the side panel, kept in the URL (`?inquiry=12`) like the rest of the view. */
export function useOpenInquiry() {
  const [params, setParams] = useSearchParams();
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
    /** Opens the panel (the list marks a new inquiry read once it is shown: useMarkReadWhenOpened). */
    open: (inquiry: InquiryRow) => change(inquiry.id),
    close: () => change(null),
  };
}

/**
 * Opening a new inquiry is reading it (spec: it is set to read automatically), however the panel
 * was opened: a click in the list, or a link such as the notification mail's `?inquiry=12`.
 */
export function useMarkReadWhenOpened(inquiry: InquiryRow | null) {
  const setStatus = useSetInquiryStatus();
  const { mutate } = setStatus;
  const id = inquiry?.id;
  const isNew = inquiry?.status === "new";
  useEffect(() => {
    if (id !== undefined && isNew) mutate({ id, status: "read", silent: true });
  }, [id, isNew, mutate]);
}
