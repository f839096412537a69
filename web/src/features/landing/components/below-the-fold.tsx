import { useEffect } from 'react';
import { AiFeaturesSection } from './ai-features-section.js';
import { CallRequestSection } from './call-request-section.js';
import { CtaSection } from './cta-section.js';
import { DashboardPreviewSection } from './dashboard-preview-section.js';
import { PricingSection } from './pricing-section.js';
import { TestimonialsSection } from './testimonials-section.js';

/** Every landing section after the hero, in the spec's order (one lazily loaded chunk). */
export function BelowTheFold({ signedIn, onReady }: { signedIn: boolean; onReady?: () => void }) {
  useEffect(() => {
    onReady?.();
    // Only once the sections exist: a `/#pricing-section` link scrolls after the lazy load.
  }, []);
  return (
    <>
      <AiFeaturesSection signedIn={signedIn} />
      <DashboardPreviewSection signedIn={signedIn} />
      <TestimonialsSection />
      <CtaSection signedIn={signedIn} />
      <PricingSection signedIn={signedIn} />
      <CallRequestSection />
    </>
  );
}
