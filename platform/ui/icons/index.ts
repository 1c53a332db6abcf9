import { spriteIcon } from "./sprite-icon";

/**
 * Lucide's icons for server components, by lucide-react's names, drawn from the sprite
 * (./sprite.ts). Client components keep importing lucide-react: their icons are not in the payload.
 */
export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const Ban = spriteIcon("ban");
export const BarChart3 = spriteIcon("chart-column");
export const BookOpen = spriteIcon("book-open");
export const Building2 = spriteIcon("building-complex");
export const CalendarClock = spriteIcon("calendar-clock");
export const CalendarDays = spriteIcon("calendar-days");
export const Check = spriteIcon("check");
export const CheckCircle2 = spriteIcon("circle-check");
export const Circle = spriteIcon("circle");
export const ClipboardList = spriteIcon("clipboard-list");
export const Clock = spriteIcon("clock");
export const Compass = spriteIcon("compass");
export const ExternalLink = spriteIcon("external-link");
export const Eye = spriteIcon("eye");
export const Factory = spriteIcon("factory");
export const FileDown = spriteIcon("file-down");
export const FileText = spriteIcon("file-text");
export const Flag = spriteIcon("flag");
export const Gauge = spriteIcon("gauge");
export const HeartHandshake = spriteIcon("heart-handshake");
export const Home = spriteIcon("house");
export const IdCard = spriteIcon("id-card");
export const Layers = spriteIcon("layers");
export const LayoutDashboard = spriteIcon("layout-dashboard");
export const Lightbulb = spriteIcon("lightbulb");
export const ListChecks = spriteIcon("list-checks");
export const Loader2 = spriteIcon("loader-circle");
export const Lock = spriteIcon("lock");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const Map = spriteIcon("map");
export const MessagesSquare = spriteIcon("messages-square");
export const Phone = spriteIcon("phone");
export const PhoneCall = spriteIcon("phone-call");
export const Route = spriteIcon("route");
export const Scale = spriteIcon("scale");
export const ShieldAlert = spriteIcon("shield-exclamation-point");
export const ShieldCheck = spriteIcon("shield-check");
export const Sparkles = spriteIcon("sparkles");
export const Target = spriteIcon("target");
export const TrendingUp = spriteIcon("trending-up");
export const TriangleAlert = spriteIcon("triangle-exclamation-point");
export const Users = spriteIcon("users");
export const Wrench = spriteIcon("wrench");
export const Zap = spriteIcon("zap");
