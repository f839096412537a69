import { CircleHelp, Crown, Menu } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { titleForPath } from '@/lib/nav';
import { useTier } from '@/lib/session';

/** The shell's header: menu toggle (small screens), current title, Help and Upgrade. */
export function AppHeader({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tier = useTier();
  const highest = tier === 'Enterprise';
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open navigation menu"
        aria-expanded={menuOpen}
        onClick={onOpenMenu}
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
      </Button>
      <p className="flex-1 truncate text-lg font-semibold text-slate-900" aria-live="polite">
        {titleForPath(pathname)}
      </p>
      <span className="hidden md:block">
        <Tooltip content="Guides and documentation">
          <Button variant="ghost" onClick={() => navigate('/guides')}>
            <CircleHelp aria-hidden="true" />
            Help
          </Button>
        </Tooltip>
      </span>
      <Button onClick={() => navigate('/pricing')} disabled={highest}>
        <Crown aria-hidden="true" />
        {highest ? 'On Highest Plan' : 'Upgrade'}
      </Button>
    </header>
  );
}
