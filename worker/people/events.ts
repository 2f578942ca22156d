/** The team's people report the publishable kit's events (`person.created`…), and a change of their photo. */
declare module "../publishable/entities" {
  interface PublishableEntities {
    person: { image: true };
  }
}

export {};
