import type { KeyboardEvent } from "react";

/**
 * Enter in a dialog's field runs its action. The dialogs render no <form>: React would bubble
 * their submit through the portal into the post form and save the post.
 */
export const onEnter = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== "Enter") return;
  event.preventDefault();
  action();
};
