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

  it("greets a visitor who wrote from a Hindi page in Hindi, with no word that takes the writer's gender", () => {
    expect(inquiryGreeting({ name: "रमेश पटेल", subject: "जीएसटी पंजीकरण", type: "contact", language: "hi" })).toBe(
      "नमस्ते रमेश जी, हम Vriddhi Business Solutions से “जीएसटी पंजीकरण” के बारे में आपके संदेश के सिलसिले में लिख रहे हैं।",
    );
    expect(inquiryGreeting({ name: "Sana Khan", jobTitle: "GST Associate", type: "job_application", language: "hi" })).toBe(
      "नमस्ते Sana जी, हम Vriddhi Business Solutions से GST Associate पद के लिए आपके आवेदन के सिलसिले में लिख रहे हैं।",
    );
    expect(inquiryGreeting({ name: "Arjun", type: "callback", language: "hi" })).toBe(
      "नमस्ते Arjun जी, हम Vriddhi Business Solutions से कॉल बैक के आपके अनुरोध के सिलसिले में लिख रहे हैं।",
    );
    expect(inquiryGreeting({ name: "Arjun", type: "callback", language: "en" })).toBe(
      "Namaste Arjun, this is Vriddhi Business Solutions, writing about your request for a call back.",
    );
  });
});

describe("inquiryGreeting of a call-back request", () => {
  it("names the part of the day chosen, in the visitor's language, never the staff's English subject", () => {
    expect(inquiryGreeting({ name: "सुनीता शर्मा", type: "callback", subject: "Call back in the evening", callbackTime: "evening", language: "hi" })).toBe(
      "नमस्ते सुनीता जी, हम Vriddhi Business Solutions से शाम को कॉल बैक के आपके अनुरोध के सिलसिले में लिख रहे हैं।",
    );
    expect(inquiryGreeting({ name: "Arjun", type: "callback", subject: "Call back in the morning", callbackTime: "morning" })).toBe(
      "Namaste Arjun, this is Vriddhi Business Solutions, writing about your request for a call back in the morning.",
    );
  });

  it("ends with the staff member's name as a signature, the firm still writing as हम", () => {
    expect(inquiryGreeting({ name: "रमेश पटेल", type: "service_enquiry", service: "जीएसटी पंजीकरण", language: "hi" }, " प्रिया ")).toBe(
      "नमस्ते रमेश जी, हम Vriddhi Business Solutions से जीएसटी पंजीकरण के बारे में आपकी पूछताछ के सिलसिले में लिख रहे हैं। — प्रिया",
    );
  });
});
