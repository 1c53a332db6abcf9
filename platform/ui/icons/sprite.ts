/**
 * The icons the server components draw, as one SVG sprite (`/icons.svg`, written to public/ by `npm run sprites`):
 * a page's markup and payload name an icon (`<use href="/icons.svg?v=…#check">`) instead of
 * carrying its paths twice, and a lucide-react icon in a server component would be a client
 * component with its paths in its props (#27). The paths are lucide's own.
 */
import { spriteHref } from "./sprite-file";
import * as arrowLeft from "lucide-react/icons/arrow-left";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as ban from "lucide-react/icons/ban";
import * as barChart3 from "lucide-react/icons/chart-column";
import * as bookOpen from "lucide-react/icons/book-open";
import * as building2 from "lucide-react/icons/building-complex";
import * as calendarClock from "lucide-react/icons/calendar-clock";
import * as calendarDays from "lucide-react/icons/calendar-days";
import * as check from "lucide-react/icons/check";
import * as checkCircle2 from "lucide-react/icons/circle-check";
import * as circle from "lucide-react/icons/circle";
import * as clipboardList from "lucide-react/icons/clipboard-list";
import * as clock from "lucide-react/icons/clock";
import * as compass from "lucide-react/icons/compass";
import * as externalLink from "lucide-react/icons/external-link";
import * as eye from "lucide-react/icons/eye";
import * as factory from "lucide-react/icons/factory";
import * as fileDown from "lucide-react/icons/file-down";
import * as fileText from "lucide-react/icons/file-text";
import * as flag from "lucide-react/icons/flag";
import * as gauge from "lucide-react/icons/gauge";
import * as heartHandshake from "lucide-react/icons/heart-handshake";
import * as home from "lucide-react/icons/house";
import * as idCard from "lucide-react/icons/id-card";
import * as layers from "lucide-react/icons/layers";
import * as layoutDashboard from "lucide-react/icons/layout-dashboard";
import * as lightbulb from "lucide-react/icons/lightbulb";
import * as listChecks from "lucide-react/icons/list-checks";
import * as loader2 from "lucide-react/icons/loader-circle";
import * as lock from "lucide-react/icons/lock";
import * as logOut from "lucide-react/icons/log-out";
import * as mail from "lucide-react/icons/mail";
import * as map from "lucide-react/icons/map";
import * as messagesSquare from "lucide-react/icons/messages-square";
import * as phone from "lucide-react/icons/phone";
import * as phoneCall from "lucide-react/icons/phone-call";
import * as route from "lucide-react/icons/route";
import * as scale from "lucide-react/icons/scale";
import * as shieldAlert from "lucide-react/icons/shield-exclamation-point";
import * as shieldCheck from "lucide-react/icons/shield-check";
import * as sparkles from "lucide-react/icons/sparkles";
import * as target from "lucide-react/icons/target";
import * as trendingUp from "lucide-react/icons/trending-up";
import * as triangleAlert from "lucide-react/icons/triangle-exclamation-point";
import * as users from "lucide-react/icons/users";
import * as wrench from "lucide-react/icons/wrench";
import * as zap from "lucide-react/icons/zap";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** Each lucide icon module also exports its data (`__iconData`), which its types leave out. */
const nodeOf = (module: object) => (module as { __iconData: { node: IconNode } }).__iconData.node;

const MODULES = {
  "arrow-left": arrowLeft,
  "arrow-right": arrowRight,
  ban: ban,
  "chart-column": barChart3,
  "book-open": bookOpen,
  "building-complex": building2,
  "calendar-clock": calendarClock,
  "calendar-days": calendarDays,
  check: check,
  "circle-check": checkCircle2,
  circle: circle,
  "clipboard-list": clipboardList,
  clock: clock,
  compass: compass,
  "external-link": externalLink,
  eye: eye,
  factory: factory,
  "file-down": fileDown,
  "file-text": fileText,
  flag: flag,
  gauge: gauge,
  "heart-handshake": heartHandshake,
  house: home,
  "id-card": idCard,
  layers: layers,
  "layout-dashboard": layoutDashboard,
  lightbulb: lightbulb,
  "list-checks": listChecks,
  "loader-circle": loader2,
  lock: lock,
  "log-out": logOut,
  mail: mail,
  map: map,
  "messages-square": messagesSquare,
  phone: phone,
  "phone-call": phoneCall,
  route: route,
  scale: scale,
  "shield-exclamation-point": shieldAlert,
  "shield-check": shieldCheck,
  sparkles: sparkles,
  target: target,
  "trending-up": trendingUp,
  "triangle-exclamation-point": triangleAlert,
  users: users,
  wrench: wrench,
  zap: zap,
};

export type SpriteIconName = keyof typeof MODULES;

/** The product's mark (platform/layout/brand-mark.tsx): a rising signal inside a rounded square. */
const BRAND_MARK =
  '<symbol id="brand-mark" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="var(--primary)"/>' +
  '<path d="M7 21.5 13 15l4.5 4L25 10.5" fill="none" stroke="var(--brand-gold)" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<circle cx="25" cy="10.5" r="2.2" fill="var(--brand-gold)"/>' +
  "</symbol>";

const escape = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The sprite: the brand mark, then a `<symbol>` per icon, stroked as its `<svg class="icon">` says. */
export const ICON_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${BRAND_MARK}${Object.entries(
  MODULES,
)
  .map(([name, module]) => {
    const shapes = nodeOf(module)
      .map(([tag, attributes]) => {
        // `key` is React's, not a drawing attribute.
        const attrs = Object.entries(attributes)
          .filter(([k]) => k !== "key")
          .map(([k, v]) => ` ${k}="${escape(v)}"`);
        return `<${tag}${attrs.join("")}/>`;
      })
      .join("");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  })
  .join("")}</svg>`;

export const ICON_SPRITE_HREF = spriteHref("/icons.svg", ICON_SPRITE);
