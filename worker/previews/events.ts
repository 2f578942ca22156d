/** A preview link of post `id` shared or revoked; the link's token is in no event. */
interface PreviewLinkEvent {
  adminId: number;
  id: number;
  linkId: string;
}

declare module "../events/types" {
  interface DomainEvents {
    "post.preview_shared": PreviewLinkEvent;
    "post.preview_revoked": PreviewLinkEvent;
  }
}

export {};
