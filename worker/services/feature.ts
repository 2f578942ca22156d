
/** The service lines' staff-edited facts: a sub-service's fee shows on its public page. */
export const servicesFeature = {
  name: "services",
  publicContent: ["sub_service_fee.updated"],
} as const;
