import type { ServiceId } from "../../taxonomies/services";
import type * as en from "../tools";
import type { Translated } from "../../i18n/translated";
import { complianceCalendarCopy } from "./compliance-calendar";
import { subServiceTitles } from "./service-menu";

/** The free tools in Hindi: one record each, in the English list's order, with the same ids and paths. */
export const freeTools: Translated<typeof en.freeTools> = [
  {
    id: "gst-calculator",
    name: "जीएसटी कैलकुलेटर",
    path: "/tools/gst-calculator",
    summary:
      "किसी कीमत में जीएसटी जोड़ें या उसमें से निकालें। साथ में सीजीएसटी और एसजीएसटी या आईजीएसटी का बँटवारा और इनवॉइस की कुल रकम भी देखें।",
    description:
      "भारतीय कारोबारों के लिए मुफ़्त जीएसटी कैलकुलेटर: मौजूदा दरों पर किसी कीमत में जीएसटी जोड़ें या जीएसटी सहित रकम में से जीएसटी निकालें। साथ में सीजीएसटी और एसजीएसटी या आईजीएसटी का बँटवारा और इनवॉइस की कुल रकम।",
    icon: "receipt-indian-rupee",
    services: [
      { serviceId: "legal-consultancy", subServiceId: "gst-registration", title: subServiceTitles["gst-registration"] },
      { serviceId: "legal-consultancy", subServiceId: "gst-compliance", title: subServiceTitles["gst-compliance"] },
    ],
  },
  {
    id: "gst-registration-check",
    name: "जीएसटी पंजीकरण जाँच",
    path: "/tools/gst-registration-check",
    summary:
      "कुछ सवालों के जवाब दें और जानें कि आपके कारोबार को जीएसटी पंजीकरण की ज़रूरत है या नहीं। साथ में लागू नियम और उसकी धारा या अधिसूचना भी देखें।",
    description:
      "क्या मुझे जीएसटी पंजीकरण की ज़रूरत है? भारतीय कारोबारों के लिए मुफ़्त जाँच: ₹40 लाख, ₹20 लाख और ₹10 लाख की सीमा, दूसरे राज्यों में सप्लाई और अमेज़न या फ़्लिपकार्ट पर बिक्री। साथ में लागू नियम और उसका कानूनी हवाला।",
    icon: "clipboard-check",
    services: [{ serviceId: "legal-consultancy", subServiceId: "gst-registration", title: subServiceTitles["gst-registration"] }],
  },
  {
    id: "emi-calculator",
    name: "ईएमआई कैलकुलेटर",
    path: "/tools/emi-calculator",
    summary: "किसी लोन की मासिक किस्त, कुल ब्याज और साल-दर-साल चुकौती निकालें, और 2 ब्याज दरों की तुलना करें।",
    description:
      "बिज़नेस, होम और कार लोन के लिए मुफ़्त ईएमआई कैलकुलेटर: मासिक किस्त, कुल ब्याज और साल-दर-साल चुकौती का पूरा ब्योरा। साथ में 2 ब्याज दरों की आमने-सामने तुलना।",
    icon: "landmark",
    services: [{ serviceId: "financial-consultancy", subServiceId: "loan-consultation", title: subServiceTitles["loan-consultation"] }],
  },
  {
    id: "compliance-calendar",
    name: complianceCalendarCopy.name,
    path: "/tools/compliance-calendar",
    summary: complianceCalendarCopy.summary,
    description: complianceCalendarCopy.description,
    icon: "calendar-clock",
    services: [
      { serviceId: "legal-consultancy", subServiceId: "gst-compliance", title: subServiceTitles["gst-compliance"] },
      { serviceId: "legal-consultancy", subServiceId: "income-tax-compliance", title: subServiceTitles["income-tax-compliance"] },
      { serviceId: "legal-consultancy", subServiceId: "corporate-tax-compliance", title: subServiceTitles["corporate-tax-compliance"] },
    ],
  },
];

/** The tool with this id. */
export const freeTool: Translated<typeof en.freeTool> = (id) => freeTools.find((tool) => tool.id === id)!;

/** The tools that lead to a sub-service: its page offers them back. */
export const toolsForSubService: Translated<typeof en.toolsForSubService> = (serviceId: ServiceId, subServiceId: string) =>
  freeTools.filter((tool) => tool.services.some((service) => service.serviceId === serviceId && service.subServiceId === subServiceId));

/** The one sentence every tool says about its figures. */
export const TOOL_DISCLAIMER: Translated<typeof en.TOOL_DISCLAIMER> =
  "ये आँकड़े सिर्फ़ अनुमान हैं और योजना बनाने के लिए हैं। ये टैक्स, कानूनी या वित्तीय सलाह नहीं हैं। कृपया इन पर भरोसा करने से पहले इन्हें अपने इनवॉइस, लोन ऑफ़र या सलाहकार से मिला लें।";

/** Paths, addresses and links are the same in both languages. */
export { TOOLS_PATH, toolPaths, toolServiceLink, toolServicePath } from "../tools";
