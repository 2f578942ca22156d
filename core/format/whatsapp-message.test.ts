import { describe, expect, it } from "vitest";
import { inquiryGreeting } from "./whatsapp-message";

describe("inquiryGreeting", () => {
  it("greets the visitor by first name, names the firm and what they wrote about", () => {
    expect(inquiryGreeting({ name: "  Ravi Kumar Mishra ", subject: "Udyam registration", type: "contact" })).toBe(
      'Namaste Ravi, this is Vriddhi Business Solutions, writing about your message about "Udyam registration".',
    );
  });

  it("names the role applied for, the service asked about, or the kind of request when there is no subject", () => {
    expect(inquiryGreeting({ name: "Sana Khan", jobTitle: "GST Associate", type: "job_application" })).toBe(
      "Namaste Sana, this is Vriddhi Business Solutions, writing about your application for GST Associate.",
    );
    expect(inquiryGreeting({ name: "Meena", service: "GST Registration", type: "service_enquiry" })).toBe(
      "Namaste Meena, this is Vriddhi Business Solutions, writing about your enquiry about GST Registration.",
    );
    expect(inquiryGreeting({ name: "Arjun", subject: "  ", type: "callback" })).toBe("Namaste Arjun, this is Vriddhi Business Solutions, writing about your request for a call back.");
  });
});
