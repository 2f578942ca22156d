import * as Lucide from "lucide-react";
import { sprited } from "./sprited-icon";

/*
 * The public site's icons: Lucide's, each drawn once per server-rendered page (./sprited-icon.tsx).
 * The site imports its icons from here, never from lucide-react (eslint.config.js); a new one is a line.
 * `Lucide.X` keeps the bundler's tree-shaking: an island's chunk holds the icons it draws, no more.
 */

export const ArrowLeft = /* @__PURE__ */ sprited(Lucide.ArrowLeft);
export const ArrowRight = /* @__PURE__ */ sprited(Lucide.ArrowRight);
export const Award = /* @__PURE__ */ sprited(Lucide.Award);
export const BadgeCheck = /* @__PURE__ */ sprited(Lucide.BadgeCheck);
export const Bell = /* @__PURE__ */ sprited(Lucide.Bell);
export const BellRing = /* @__PURE__ */ sprited(Lucide.BellRing);
export const BookOpen = /* @__PURE__ */ sprited(Lucide.BookOpen);
export const Briefcase = /* @__PURE__ */ sprited(Lucide.Briefcase);
export const Building2 = /* @__PURE__ */ sprited(Lucide.Building2);
export const Calculator = /* @__PURE__ */ sprited(Lucide.Calculator);
export const CalendarCheck = /* @__PURE__ */ sprited(Lucide.CalendarCheck);
export const CalendarClock = /* @__PURE__ */ sprited(Lucide.CalendarClock);
export const CalendarDays = /* @__PURE__ */ sprited(Lucide.CalendarDays);
export const CalendarPlus = /* @__PURE__ */ sprited(Lucide.CalendarPlus);
export const ChartLine = /* @__PURE__ */ sprited(Lucide.ChartLine);
export const CheckCircle2 = /* @__PURE__ */ sprited(Lucide.CheckCircle2);
export const ChevronDown = /* @__PURE__ */ sprited(Lucide.ChevronDown);
export const ChevronRight = /* @__PURE__ */ sprited(Lucide.ChevronRight);
export const CircleCheck = /* @__PURE__ */ sprited(Lucide.CircleCheck);
export const ClipboardCheck = /* @__PURE__ */ sprited(Lucide.ClipboardCheck);
export const ClipboardList = /* @__PURE__ */ sprited(Lucide.ClipboardList);
export const Clock = /* @__PURE__ */ sprited(Lucide.Clock);
export const Cpu = /* @__PURE__ */ sprited(Lucide.Cpu);
export const Download = /* @__PURE__ */ sprited(Lucide.Download);
export const Eye = /* @__PURE__ */ sprited(Lucide.Eye);
export const Factory = /* @__PURE__ */ sprited(Lucide.Factory);
export const FileText = /* @__PURE__ */ sprited(Lucide.FileText);
export const Globe = /* @__PURE__ */ sprited(Lucide.Globe);
export const GraduationCap = /* @__PURE__ */ sprited(Lucide.GraduationCap);
export const Handshake = /* @__PURE__ */ sprited(Lucide.Handshake);
export const Headset = /* @__PURE__ */ sprited(Lucide.Headset);
export const HeartPulse = /* @__PURE__ */ sprited(Lucide.HeartPulse);
export const IndianRupee = /* @__PURE__ */ sprited(Lucide.IndianRupee);
export const Landmark = /* @__PURE__ */ sprited(Lucide.Landmark);
export const Languages = /* @__PURE__ */ sprited(Lucide.Languages);
export const Layers = /* @__PURE__ */ sprited(Lucide.Layers);
export const LifeBuoy = /* @__PURE__ */ sprited(Lucide.LifeBuoy);
export const Lightbulb = /* @__PURE__ */ sprited(Lucide.Lightbulb);
export const Loader2 = /* @__PURE__ */ sprited(Lucide.Loader2);
export const Mail = /* @__PURE__ */ sprited(Lucide.Mail);
export const MapPin = /* @__PURE__ */ sprited(Lucide.MapPin);
export const Menu = /* @__PURE__ */ sprited(Lucide.Menu);
export const MessageCircle = /* @__PURE__ */ sprited(Lucide.MessageCircle);
export const MessageSquare = /* @__PURE__ */ sprited(Lucide.MessageSquare);
export const MonitorSmartphone = /* @__PURE__ */ sprited(Lucide.MonitorSmartphone);
export const Newspaper = /* @__PURE__ */ sprited(Lucide.Newspaper);
export const NotebookPen = /* @__PURE__ */ sprited(Lucide.NotebookPen);
export const Phone = /* @__PURE__ */ sprited(Lucide.Phone);
export const PhoneCall = /* @__PURE__ */ sprited(Lucide.PhoneCall);
export const Quote = /* @__PURE__ */ sprited(Lucide.Quote);
export const ReceiptIndianRupee = /* @__PURE__ */ sprited(Lucide.ReceiptIndianRupee);
export const Rocket = /* @__PURE__ */ sprited(Lucide.Rocket);
export const Scale = /* @__PURE__ */ sprited(Lucide.Scale);
export const Search = /* @__PURE__ */ sprited(Lucide.Search);
export const Send = /* @__PURE__ */ sprited(Lucide.Send);
export const ShieldCheck = /* @__PURE__ */ sprited(Lucide.ShieldCheck);
export const ShoppingCart = /* @__PURE__ */ sprited(Lucide.ShoppingCart);
export const Sprout = /* @__PURE__ */ sprited(Lucide.Sprout);
export const Store = /* @__PURE__ */ sprited(Lucide.Store);
export const Target = /* @__PURE__ */ sprited(Lucide.Target);
export const TrendingUp = /* @__PURE__ */ sprited(Lucide.TrendingUp);
export const UserCheck = /* @__PURE__ */ sprited(Lucide.UserCheck);
export const UserRound = /* @__PURE__ */ sprited(Lucide.UserRound);
export const Users = /* @__PURE__ */ sprited(Lucide.Users);
export const UtensilsCrossed = /* @__PURE__ */ sprited(Lucide.UtensilsCrossed);
export const X = /* @__PURE__ */ sprited(Lucide.X);
