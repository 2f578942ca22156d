/** An EMAIL binding that keeps what it was given instead of sending it, or fails every send. */
export function recordingEmail(behaviour: "record" | "throw" = "record") {
  const sent: EmailMessageBuilder[] = [];
  const binding = {
    async send(message: EmailMessageBuilder) {
      if (behaviour === "throw") throw new Error("simulated mail outage");
      sent.push(message);
      return { messageId: `<${sent.length}@test.invalid>` };
    },
  } as unknown as SendEmail;
  return { sent, binding };
}

/**
 * The mail settings of a configured site, for `bindings` of callInProcess: a sender, staff to notify,
 * and SITE_URL (the origin the tests' requests use), without which no mail carries a link.
 */
export const MAIL_CONFIGURED = { MAIL_FROM: "website@vriddhi.test", NOTIFY_TO: "partners@vriddhi.test, office@vriddhi.test", SITE_URL: "http://localhost" };
