/**
 * The heading of "Request a call back" on the sub-service, service and contact pages: in the page's
 * own code, apart from the form's words (callback-form.ts), which load with the form after the page.
 */
export const callbackSectionCopy = {
  heading: "Request a call back",
  intro: "Leave your number and a consultant will call you. No email needed.",
};
