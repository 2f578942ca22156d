/**
 * India's 28 states and 8 union territories, as the GST law names the places a business supplies
 * from. Each has a slug for addresses and forms ("madhya-pradesh"); the rules that differ by state
 * (registration thresholds, for one) key their tables by it.
 */
export const indianStates = [
  { id: "andhra-pradesh", name: "Andhra Pradesh", kind: "state" },
  { id: "arunachal-pradesh", name: "Arunachal Pradesh", kind: "state" },
  { id: "assam", name: "Assam", kind: "state" },
  { id: "bihar", name: "Bihar", kind: "state" },
  { id: "chhattisgarh", name: "Chhattisgarh", kind: "state" },
  { id: "goa", name: "Goa", kind: "state" },
  { id: "gujarat", name: "Gujarat", kind: "state" },
  { id: "haryana", name: "Haryana", kind: "state" },
  { id: "himachal-pradesh", name: "Himachal Pradesh", kind: "state" },
  { id: "jharkhand", name: "Jharkhand", kind: "state" },
  { id: "karnataka", name: "Karnataka", kind: "state" },
  { id: "kerala", name: "Kerala", kind: "state" },
  { id: "madhya-pradesh", name: "Madhya Pradesh", kind: "state" },
  { id: "maharashtra", name: "Maharashtra", kind: "state" },
  { id: "manipur", name: "Manipur", kind: "state" },
  { id: "meghalaya", name: "Meghalaya", kind: "state" },
  { id: "mizoram", name: "Mizoram", kind: "state" },
  { id: "nagaland", name: "Nagaland", kind: "state" },
  { id: "odisha", name: "Odisha", kind: "state" },
  { id: "punjab", name: "Punjab", kind: "state" },
  { id: "rajasthan", name: "Rajasthan", kind: "state" },
  { id: "sikkim", name: "Sikkim", kind: "state" },
  { id: "tamil-nadu", name: "Tamil Nadu", kind: "state" },
  { id: "telangana", name: "Telangana", kind: "state" },
  { id: "tripura", name: "Tripura", kind: "state" },
  { id: "uttar-pradesh", name: "Uttar Pradesh", kind: "state" },
  { id: "uttarakhand", name: "Uttarakhand", kind: "state" },
  { id: "west-bengal", name: "West Bengal", kind: "state" },
  { id: "andaman-and-nicobar-islands", name: "Andaman and Nicobar Islands", kind: "union-territory" },
  { id: "chandigarh", name: "Chandigarh", kind: "union-territory" },
  { id: "dadra-and-nagar-haveli-and-daman-and-diu", name: "Dadra and Nagar Haveli and Daman and Diu", kind: "union-territory" },
  { id: "delhi", name: "Delhi", kind: "union-territory" },
  { id: "jammu-and-kashmir", name: "Jammu and Kashmir", kind: "union-territory" },
  { id: "ladakh", name: "Ladakh", kind: "union-territory" },
  { id: "lakshadweep", name: "Lakshadweep", kind: "union-territory" },
  { id: "puducherry", name: "Puducherry", kind: "union-territory" },
] as const satisfies readonly { id: string; name: string; kind: "state" | "union-territory" }[];

export type IndianStateId = (typeof indianStates)[number]["id"];

/** Our own state: where a form asking for one starts. */
export const HOME_STATE: IndianStateId = "madhya-pradesh";

/** The state's name: "Madhya Pradesh". */
export const stateName = (id: IndianStateId): string => indianStates.find((state) => state.id === id)!.name;
