import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** Header, page content and footer of the public pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
