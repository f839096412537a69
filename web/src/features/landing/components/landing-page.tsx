import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { scrollToSection } from '@/components/layout/site-header';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { HeroSection } from './hero-section.js';

const BelowTheFold = lazy(() => import('./below-the-fold.js').then((m) => ({ default: m.BelowTheFold })));

/** The landing page: hero first, every other section loaded lazily after it. */
export function LandingPage() {
  const { status } = useSession();
  const { hash } = useLocation();
  if (status === 'checking')
    return (
      <LoadingScreen message="Loading recruit, your AI recruiting platform..." className="min-h-screen" />
    );
  const signedIn = status === 'signed-in';
  return (
    <PublicLayout>
      <HeroSection signedIn={signedIn} />
      <Suspense fallback={<LoadingScreen message="Loading..." className="min-h-[40vh]" />}>
        <BelowTheFold signedIn={signedIn} onReady={hash ? () => scrollToSection(hash.slice(1)) : undefined} />
      </Suspense>
    </PublicLayout>
  );
}
