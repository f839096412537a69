import { BriefcaseBusiness, KeyRound, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useSignOut } from '@/lib/use-sign-out';

/** Header items and the landing section each one scrolls to. */
const NAV = [
  { label: 'Dashboard', section: 'hero' },
  { label: 'Features', section: 'ai-features' },
  { label: 'Testimonials', section: 'testimonials' },
  { label: 'Pricing', section: 'pricing-section' },
] as const;

const isLanding = (pathname: string) => pathname === '/' || pathname === '/home';

/** Scrolls to a landing section; Dashboard (hero) scrolls to the top. */
export function scrollToSection(section: string) {
  if (section === 'hero') {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return;
  }
  document.getElementById(section)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The public header: logo, section nav, sign-in state, and the mobile menu. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status, session } = useSession();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [pathname]);

  const go = (section: string) => {
    setMenuOpen(false);
    if (isLanding(pathname)) scrollToSection(section);
    else navigate(section === 'hero' ? '/' : `/#${section}`);
  };

  const account =
    status === 'signed-in' ? (
      <>
        {session.user.isAdmin && (
          <Button variant="ghost" asChild>
            <Link to="/api-settings">
              <KeyRound aria-hidden="true" />
              API Settings
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </Button>
      </>
    ) : (
      <>
        <Button variant="ghost" asChild>
          <Link to="/signin">Sign In</Link>
        </Button>
        <Button asChild>
          <Link to="/signup">Get Started</Link>
        </Button>
      </>
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        >
          <BriefcaseBusiness className="h-6 w-6 text-indigo-600" aria-hidden="true" />
          recruit
        </Link>
        <nav aria-label="Site" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV.map((item) => (
              <li key={item.label}>
                <Button variant="ghost" onClick={() => go(item.section)}>
                  {item.label}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">{account}</div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="site-mobile-menu"
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? (
            <X className="h-5 w-5" aria-hidden="true" />
          ) : (
            <Menu className="h-5 w-5" aria-hidden="true" />
          )}
        </Button>
      </div>
      <div
        id="site-mobile-menu"
        hidden={!menuOpen}
        className={cn('border-t border-slate-200 bg-white px-4 pb-4 md:hidden')}
      >
        <nav aria-label="Site (mobile)">
          <ul className="flex flex-col py-2">
            {NAV.map((item) => (
              <li key={item.label}>
                <Button variant="ghost" className="w-full justify-start" onClick={() => go(item.section)}>
                  {item.label}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2 [&>*]:w-full">{account}</div>
      </div>
    </header>
  );
}
