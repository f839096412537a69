import { PublicLayout } from '@/components/layout/public-layout';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { AiFeaturesSection } from './ai-features-section.js';
import { DashboardPreviewSection } from './dashboard-preview-section.js';
import { HeroSection } from './hero-section.js';
import { TestimonialsSection } from './testimonials-section.js';

/** /testimonials: header, hero, feature sections and, when signed in, the dashboard section. */
export function TestimonialsPage() {
  const { status } = useSession();
  if (status === 'checking') return <LoadingScreen message="Loading..." className="min-h-screen" />;
  const signedIn = status === 'signed-in';
  return (
    <PublicLayout>
      <HeroSection signedIn={signedIn} />
      <TestimonialsSection />
      <AiFeaturesSection signedIn={signedIn} />
      {signedIn && <DashboardPreviewSection signedIn />}
    </PublicLayout>
  );
}
