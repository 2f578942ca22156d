/** The blog's events: a post's own (created, published, image_changed…) come from the publishable kit. */
declare module "../publishable/entities" {
  interface PublishableEntities {
    /** A blog post; its cover image is its own. */
    post: { image: true };
  }
}

declare module "../events/types" {
  interface DomainEvents {
    /** An image uploaded into a post's body, staged until the post is saved with it. */
    "post.content_image_added": { adminId: number; id: number; imageUrl: string };
  }
}

export {};
