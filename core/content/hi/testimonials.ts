import type * as en from "../testimonials";
import type { Translated } from "../../i18n/translated";

/** Client testimonials: quotes and positions in Hindi, names and companies as the clients write them. */
export const testimonials: Translated<typeof en.testimonials> = [
  {
    id: "shikshasetu",
    quote:
      "हमारा प्रोडक्ट तैयार था, पर डीपीआईआईटी मान्यता या सीड फ़ंड योजना के लिए कैसे आगे बढ़ें, इसका कोई अंदाज़ा नहीं था। Vriddhi की टीम ने हमारी कंपनी का ढाँचा ठीक किया और कुछ ही हफ़्तों में हमें मान्यता दिलाई। उन्होंने इन्क्यूबेटर के लिए आवेदन भी तैयार किया, जो पहली ही बार में स्वीकार हो गया। वे आज भी हर तिमाही हमारा अनुपालन कैलेंडर जाँचते हैं।",
    author: "Aditi Shrivastava",
    position: "संस्थापक और सीईओ",
    company: "ShikshaSetu Learning Pvt. Ltd., Bhopal",
  },
  {
    id: "malwa-naturals",
    quote:
      "हम अपनी वेबसाइट और 3 मार्केटप्लेस पर बेचते हैं, इसलिए हमारे जीएसटी रिटर्न कभी हमारे खातों से मेल नहीं खाते थे। Vriddhi ने 2 साल के आँकड़ों का मिलान किया और हमारा इनपुट टैक्स क्रेडिट ठीक किया। उन्होंने हर महीने की एक ऐसी प्रक्रिया भी बनाई, जिसे हमारी अकाउंटिंग टीम सच में अपना सकती है। तब से हमारी हर फ़ाइलिंग समय पर हो रही है।",
    author: "Neha Jain",
    position: "सह-संस्थापक",
    company: "Malwa Naturals, Indore",
  },
  {
    id: "patidar-auto",
    quote:
      "हमारी वर्किंग कैपिटल धीमे बिकने वाले स्टॉक में फँसी थी, और बैंक ऐसी ज़मानत माँग रहा था जो हमारे पास नहीं थी। Vriddhi ने हमारी इन्वेंटरी की योजना नए सिरे से बनाई, सीएमए डेटा तैयार किया और सीजीटीएमएसई गारंटी वाली लिमिट दिलाने में मदद की। व्यावहारिक लोग हैं, जो समझते हैं कि फ़ैक्टरी कैसे चलती है।",
    author: "Rajesh Patidar",
    position: "प्रबंध निदेशक",
    company: "Patidar Auto Components Pvt. Ltd., Pithampur",
  },
  {
    id: "ledgerlane",
    quote:
      "सीड राउंड से पहले Vriddhi ने हमारी पूरी ड्यू डिलिजेंस की, आरओसी फ़ाइलिंग की कमियाँ दूर कीं और वैल्यूएशन रिपोर्ट जारी की। निवेशक के सलाहकारों ने उसे बिना किसी बहस के मान लिया। इससे डील पूरी होने में हमारे कई हफ़्ते बचे।",
    author: "Karthik Iyer",
    position: "निदेशक",
    company: "Ledgerlane Technologies Pvt. Ltd., Pune",
  },
  {
    id: "narmada-agro",
    quote:
      "फ़ूड प्रोसेसिंग में मैं अपने परिवार की पहली पीढ़ी हूँ, इसलिए अनुपालन को लेकर चिंता रहती थी। उन्होंने हमारा उद्यम और जीएसटी पंजीकरण करवाया, और कर्मचारियों की संख्या तय सीमा से ऊपर जाने पर पीएफ़ और ईएसआई की व्यवस्था की। पीएमईजीपी के आवेदन में भी उन्होंने हमें राह दिखाई। अब मेरा समय कारोबार पर लगता है, कागज़ी काम पर नहीं।",
    author: "Sandeep Kesharwani",
    position: "प्रोप्राइटर",
    company: "Narmada Agro Foods, Jabalpur",
  },
  {
    id: "sanjeevani-hospital",
    quote:
      "हमने अपने नर्सिंग सुपरवाइज़रों और विभाग प्रमुखों के लीडरशिप प्रोग्राम के लिए Vriddhi को चुना। सत्र व्यावहारिक थे और हिंदी-अंग्रेज़ी मिलाकर लिए गए। 3 महीने बाद की समीक्षा में असली बदलाव दिखा। हमारी टीमें अब शिफ़्ट की योजना बेहतर बनाती हैं और मुश्किल मामलों को ऊपर तक ले जाने का काम भी बेहतर ढंग से सँभालती हैं।",
    author: "Dr. Meenal Saxena",
    position: "संचालन निदेशक",
    company: "Sanjeevani Multispeciality Hospital, Gwalior",
  },
];
