import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { SidebarNav } from './sidebar-nav.js';
import { AppHeader } from './app-header.js';
import { TooltipProvider } from '@/components/ui/tooltip';

/**
 * The signed-in shell: a fixed sidebar from the lg breakpoint, a slide-in drawer below it that
 * closes on route change, Escape, backdrop click and nav click.
 */
export function AppLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname]);

  // Tooltips live only in the app shell, so their provider (and Radix's popper) stays out of the
  // landing page's initial JavaScript.
  return (
    <TooltipProvider>
      <div className="min-h-screen bg-slate-50">
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 bg-slate-900 lg:block" aria-label="Sidebar">
          <SidebarNav />
        </aside>
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <Dialog.Overlay
              data-testid="drawer-backdrop"
              className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden"
            />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-slate-900 shadow-xl outline-none lg:hidden data-[state=open]:animate-[slide-in_200ms_ease-out]"
            >
              <Dialog.Title className="sr-only">Navigation menu</Dialog.Title>
              <SidebarNav onNavigate={() => setDrawerOpen(false)} />
              <Dialog.Close
                aria-label="Close navigation menu"
                className="absolute right-3 top-4 rounded-md p-1.5 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <div className="lg:pl-64">
          <AppHeader onOpenMenu={() => setDrawerOpen(true)} menuOpen={drawerOpen} />
          <main id="main" className="px-4 py-6 sm:px-6 lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
