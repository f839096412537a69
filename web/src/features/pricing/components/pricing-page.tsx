import { Check, CreditCard, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRICING_PLANS, type PlanCard, type RedirectResponse, type Tier } from '@recruit/core/schemas';
import { PublicLayout } from '@/components/layout/public-layout';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { ApiError, api, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { openBillingPortal, useSubscription } from '@/lib/subscription';
import { toast } from '@/lib/toast';
import { usePlans } from '../api/plans.js';
import { PlanCompare } from './plan-compare.js';

export const ANNUAL_DISCOUNT = 0.2;

const FAQ = [
  {
    q: 'How does the free trial work?',
    a: 'Every new account gets 14 days of full access to all features. No credit card is required and nothing is charged when the trial ends.',
  },
  {
    q: 'Can I change plans later?',
    a: 'Yes. Upgrade at any time from this page; the Upgrade button in the app header brings you here.',
  },
  {
    q: 'Do I need my own provider keys?',
    a: 'Yes. AI, calling, email and scraping tools use your own provider keys, which you add in API Settings.',
  },
  {
    q: 'Is annual billing available?',
    a: 'The annual toggle shows the equivalent monthly price with a 20% saving. Billing itself is monthly for now.',
  },
  { q: 'Can I cancel anytime?', a: 'Yes. There are no setup fees and no long-term commitment.' },
];

/** /pricing: three plan cards, 'Test Mode Active', compare table, FAQ and a display-only monthly/annual toggle. */
export function PricingPage() {
  const navigate = useNavigate();
  const { status, session } = useSession();
  const signedIn = status === 'signed-in';
  const plansQuery = usePlans(true);
  const salesEmail = plansQuery.data?.salesEmail;
  const checkoutMode = plansQuery.data?.checkout ?? 'off';
  const subscription = useSubscription(signedIn);
  const [annual, setAnnual] = useState(false);
  const [redirecting, setRedirecting] = useState<Tier | null>(null);

  // Signed-out visitors see the same plans from the shared schema (the spec's plan component shows
  // nothing to them; a pricing page that hides its prices is not what a visitor expects).
  const plans: PlanCard[] = signedIn ? (plansQuery.data?.plans ?? []) : PRICING_PLANS;
  const current: Tier | null = signedIn
    ? (plansQuery.data?.current ?? session?.subscription.tier ?? 'Basic')
    : null;

  const choose = (plan: PlanCard) => {
    if (!signedIn) {
      toast({ title: 'Sign Up Required', description: 'Create your account to choose a plan.' });
      return navigate('/signup');
    }
    if (!plan.priceId) {
      toast({
        title: 'Contact Sales',
        description: `Online checkout for ${plan.name} is not configured on this server. Contact sales${salesEmail ? ` at ${salesEmail}` : ''} to subscribe.`,
      });
      if (salesEmail) {
        const subject = `recruit ${plan.name} plan for ${session?.user.email ?? 'a new customer'}`;
        window.location.href = `mailto:${salesEmail}?subject=${encodeURIComponent(subject)}`;
      }
      return;
    }
    void startCheckout(plan);
  };

  /** The spec's create-checkout: the server makes a Stripe Checkout Session, the browser goes there. */
  const startCheckout = async (plan: PlanCard) => {
    if (!session?.user.email) {
      toast({
        variant: 'destructive',
        title: 'User Information Missing',
        description: 'Your account has no email address to bill. Sign out, sign in again and retry.',
      });
      return;
    }
    setRedirecting(plan.name);
    try {
      const res = await api.post<RedirectResponse | undefined>('/api/billing/checkout', {
        tier: plan.name,
        priceId: plan.priceId,
      });
      if (!res?.url) {
        toast({
          variant: 'destructive',
          title: 'No checkout URL received',
          description: 'The payment provider (Stripe) did not return a checkout page. Please try again.',
        });
        setRedirecting(null);
        return;
      }
      window.location.assign(res.url);
    } catch (e) {
      setRedirecting(null);
      if (e instanceof ApiError && e.status === 401) {
        toast({
          variant: 'destructive',
          title: 'Authentication Required',
          description: 'Your session has ended. Please sign in again to upgrade your plan.',
        });
        navigate('/signin', { state: { from: '/pricing' } });
      } else if (e instanceof ApiError) {
        toast({
          variant: 'destructive',
          // The server's title ('Configuration Error', 'Checkout Error') comes with its error.
          title: e.title ?? 'Checkout Error',
          description: e.message,
        });
      } else {
        toast({
          variant: 'destructive',
          title: 'Unexpected Error',
          description: errorMessage(e, 'Checkout could not start. Please try again.'),
        });
      }
    }
  };

  const priceLabel = (plan: PlanCard) => {
    if (plan.price === 0) return '$0';
    const monthly = annual ? Math.round(plan.price * (1 - ANNUAL_DISCOUNT)) : plan.price;
    return `$${monthly}`;
  };

  return (
    <PublicLayout>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900">Choose your plan</h1>
          <p className="mt-4 text-lg text-slate-600">
            Every plan starts with a 14-day free trial. No credit card required.
          </p>
        </div>
        {checkoutMode !== 'live' && (
          <Alert variant="warning" className="mx-auto mt-8 max-w-2xl">
            <FlaskConical aria-hidden="true" />
            <div>
              <p className="font-semibold">Test Mode Active</p>
              {checkoutMode === 'test' ? (
                <p>
                  Checkout runs in Stripe&apos;s test mode: no card is charged. Pay with the test card 4242
                  4242 4242 4242, any future expiry date and any CVC.
                </p>
              ) : (
                <p>
                  Online checkout is not configured on this server: upgrades go through Contact Sales
                  {salesEmail ? (
                    <>
                      {' '}
                      (
                      <a className="font-medium underline" href={`mailto:${salesEmail}`}>
                        {salesEmail}
                      </a>
                      )
                    </>
                  ) : null}
                  . Nothing is charged.
                </p>
              )}
            </div>
          </Alert>
        )}
        {subscription.data?.manageable && (
          <div className="mx-auto mt-6 flex max-w-2xl justify-center">
            <Button variant="outline" onClick={() => void openBillingPortal()}>
              <CreditCard aria-hidden="true" />
              Manage billing
            </Button>
          </div>
        )}
        <div className="mt-8 flex items-center justify-center gap-3" role="group" aria-label="Billing period">
          <Button
            variant={annual ? 'ghost' : 'secondary'}
            aria-pressed={!annual}
            onClick={() => setAnnual(false)}
          >
            Monthly
          </Button>
          <Button
            variant={annual ? 'secondary' : 'ghost'}
            aria-pressed={annual}
            onClick={() => setAnnual(true)}
          >
            Annual <Badge variant="success">Save 20%</Badge>
          </Button>
        </div>
        {signedIn && plansQuery.isPending && (
          <LoadingScreen message="Loading plans..." className="min-h-[30vh]" />
        )}
        {signedIn && plansQuery.isError && (
          <Alert variant="error" className="mx-auto mt-8 max-w-2xl">
            Could not load the plans: {errorMessage(plansQuery.error)}
          </Alert>
        )}
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => {
            const isCurrent = current === plan.name;
            return (
              <li key={plan.name}>
                <div
                  className={cn(
                    'relative flex h-full flex-col rounded-2xl border bg-white p-8 shadow-sm',
                    plan.isPopular ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
                  )}
                >
                  <div className="flex items-center gap-2">
                    <h2 className="text-xl font-semibold text-slate-900">{plan.name}</h2>
                    {plan.isPopular && <Badge>Most Popular</Badge>}
                    {isCurrent && <Badge variant="success">Current Plan</Badge>}
                  </div>
                  <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
                  <p className="mt-6">
                    <span className="text-4xl font-bold text-slate-900">{priceLabel(plan)}</span>
                    <span className="text-slate-600">/month</span>
                  </p>
                  <p className="mt-1 h-5 text-xs text-slate-600">
                    {annual && plan.price > 0
                      ? `billed annually, save 20%`
                      : plan.price === 0
                        ? 'Free forever'
                        : ''}
                  </p>
                  <ul className="mt-6 flex flex-1 flex-col gap-3 text-sm text-slate-700">
                    {plan.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <Check className="h-4 w-4 shrink-0 text-indigo-600" aria-hidden="true" /> {f}
                      </li>
                    ))}
                  </ul>
                  <Button
                    className="mt-8 w-full"
                    variant={plan.isPopular ? 'default' : 'outline'}
                    disabled={isCurrent || (signedIn && plan.price === 0) || redirecting !== null}
                    onClick={() => choose(plan)}
                  >
                    {redirecting === plan.name
                      ? 'Redirecting to checkout...'
                      : isCurrent
                        ? 'Current Plan'
                        : !signedIn
                          ? plan.buttonText
                          : plan.price === 0
                            ? 'Included'
                            : plan.priceId
                              ? plan.buttonText
                              : 'Contact Sales'}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <section className="mt-20" aria-labelledby="compare-heading">
          <h2 id="compare-heading" className="mb-6 text-2xl font-bold text-slate-900">
            Compare features
          </h2>
          <PlanCompare />
        </section>
        <section className="mt-20" aria-labelledby="faq-heading">
          <h2 id="faq-heading" className="mb-6 text-2xl font-bold text-slate-900">
            Frequently asked questions
          </h2>
          <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {FAQ.map((item) => (
              <details key={item.q} className="group p-5">
                <summary className="cursor-pointer list-none font-medium text-slate-900 marker:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
                  {item.q}
                </summary>
                <p className="mt-3 text-sm text-slate-600">{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
