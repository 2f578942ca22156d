/** Job listings report the publishable kit's events (`job.created`, `job.published`…): a listing owns no image. */
declare module "../publishable/entities" {
  interface PublishableEntities {
    job: { image: false };
  }
}

export {};
