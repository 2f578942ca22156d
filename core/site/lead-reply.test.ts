import { describe, expect, it } from "vitest";
import { replyStarter, replySubject } from "./lead-reply";

describe("replySubject", () => {
  it("speaks the lead's language, quoting only a subject the visitor wrote", () => {
    expect(replySubject({ type: "callback", name: "Sunita", subject: "Call back in the evening", language: "hi" })).toBe("Re: आपका कॉल का अनुरोध");
    expect(replySubject({ type: "callback", name: "Sunita", subject: "Call back in the evening", language: "en" })).toBe("Re: Your call-back request");
    expect(replySubject({ type: "quote", name: "R", service: "जीएसटी पंजीकरण — कानूनी और टैक्स परामर्श", language: "hi" })).toBe(
      "Re: जीएसटी पंजीकरण — कानूनी और टैक्स परामर्श के लिए आपका कोटेशन का अनुरोध",
    );
    expect(replySubject({ type: "service_enquiry", name: "R", service: "GST Registration", language: "en" })).toBe("Re: Your enquiry about GST Registration");
    expect(replySubject({ type: "contact", name: "R", subject: "जीएसटी रिटर्न", language: "hi" })).toBe("Re: जीएसटी रिटर्न");
    expect(replySubject({ type: "job_application", name: "R", jobTitle: "टैक्स एसोसिएट", language: "hi" })).toBe("Re: टैक्स एसोसिएट पद के लिए आपका आवेदन");
    expect(replySubject({ type: "contact", name: "R", subject: " ", language: "hi" })).toBe("Re: Vriddhi Business Solutions को भेजी आपकी पूछताछ");
  });
});

describe("replyStarter", () => {
  it("greets by first name and signs with the staff member's name, in the lead's language", () => {
    expect(replyStarter({ name: "रमेश पटेल", language: "hi" }, "प्रिया शर्मा")).toBe("नमस्ते रमेश जी,\n\n\n\nधन्यवाद,\nप्रिया शर्मा\nVriddhi Business Solutions");
    expect(replyStarter({ name: "Ravi Kumar", language: "en" }, "")).toBe("Dear Ravi,\n\n\n\nKind regards,\nVriddhi Business Solutions");
  });
});
