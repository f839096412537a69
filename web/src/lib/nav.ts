import {
  CalendarClock,
  KeyRound,
  LayoutDashboard,
  Mail,
  PhoneCall,
  Settings,
  Sparkles,
  Users,
  Phone,
  ScanSearch,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { title: string; to: string; icon: LucideIcon };

/** The app shell's ten sidebar items (spec document 1, "App layout shell"). */
export const SIDEBAR_ITEMS: NavItem[] = [
  { title: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { title: 'Features', to: '/features', icon: Sparkles },
  { title: 'Candidates', to: '/candidates', icon: Users },
  { title: 'Automated Calls', to: '/tools/automated-calls', icon: PhoneCall },
  { title: 'Bulk Email', to: '/tools/bulk-email', icon: Mail },
  { title: 'Interview Scheduling', to: '/tools/interview-scheduling', icon: CalendarClock },
  { title: 'Twilio Integration', to: '/twilio-integration', icon: Phone },
  { title: 'PhantomBuster Integration', to: '/phantombuster-integration', icon: ScanSearch },
  { title: 'API Settings', to: '/api-settings', icon: KeyRound },
  { title: 'Settings', to: '/settings', icon: Settings },
];

const OTHER_TITLES: Record<string, string> = {
  '/profile': 'Profile',
  '/integrations': 'Integrations',
  '/pricing': 'Pricing',
  '/admin': 'Admin',
};

/** The header title: the current nav item's title, else the page's own, else 'Dashboard'. */
export function titleForPath(pathname: string): string {
  const item = SIDEBAR_ITEMS.find((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));
  return item?.title ?? OTHER_TITLES[pathname] ?? 'Dashboard';
}

/** Info pages (signed-in only) and their footer grouping. */
export const INFO_PAGES = {
  documentation: 'Documentation',
  guides: 'Guides',
  api: 'API Reference',
  community: 'Community',
  blog: 'Blog',
  about: 'About',
  careers: 'Careers',
  contact: 'Contact',
  partners: 'Partners',
  legal: 'Legal',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  cookies: 'Cookie Policy',
  sitemap: 'Sitemap',
  roadmap: 'Roadmap',
  updates: 'Product Updates',
} as const;

/** Public coming-soon pages. */
export const COMING_SOON_PAGES = {
  recruiting: 'Recruiting',
  hr: 'HR',
  talent: 'Talent',
  hiring: 'Hiring',
} as const;
