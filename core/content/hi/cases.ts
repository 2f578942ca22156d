import type { Translated } from "../../i18n/translated";
import type * as en from "../cases";

export const caseCopy: Translated<typeof en.caseCopy> = {
  maskedAadhaarNote: "मास्क्ड आधार काफ़ी है (जिसमें सिर्फ़ आख़िरी चार अंक दिखें), जिसे UIDAI की वेबसाइट पर myAadhaar से डाउनलोड किया जा सकता है।",
  heicRefused: "कृपया JPEG या PDF भेजें (iPhone पर: Settings → Camera → Formats → Most Compatible)",
  notADocument: "कृपया PDF भेजें, या फ़ोटो या स्कैन JPEG, PNG या WebP इमेज के रूप में भेजें।",
};
