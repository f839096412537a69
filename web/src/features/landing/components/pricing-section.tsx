import { Check } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { LANDING_PLANS } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { scrollToSection } from '@/components/layout/site-header';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

const COMPARE_ROWS: { label: string; values: [string, string, string] }[] = [
  {
    label: 'Active job postings',
    values: LANDING_PLANS.map((p) => p.jobPostings) as [string, string, string],
  },
  { label: 'AI interviews', values: ['10', 'Unlimited', 'Unlimited'] },
  { label: 'Support', values: ['Email', 'Priority', 'Dedicated account manager'] },
  { label: 'Custom workflows', values: ['—', 'Included', 'Included'] },
  { label: 'Custom AI training and API access', values: ['—', '—', 'Included'] },
];

/**
 * The landing page's pricing (the managed service: Startup, Growth, Enterprise). Signed-in users
 * get Select Plan, which leads to the subscription plans of /pricing.
 */
export function PricingSection({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const choose = (plan: (typeof LANDING_PLANS)[number]) => {
    if (plan.buttonText === 'Contact Sales') {
      toast({
        title: 'Contact Sales',
        description: 'Leave your number below and our team will call you back.',
      });
      return scrollToSection('lets-chat');
    }
    if (signedIn) return navigate('/pricing');
    toast({ title: 'Get Started', description: 'Create your account to start your 14-day free trial.' });
    navigate('/signup');
  };
  return (
    <section id="pricing-section" className="scroll-mt-16 bg-white py-20" aria-labelledby="pricing-heading">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
            Simple, transparent pricing
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Let us run your hiring end to end. 14-day free trial, no setup fees.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {LANDING_PLANS.map((plan) => (
            <li key={plan.name}>
              <div
                className={cn(
                  'relative flex h-full flex-col rounded-2xl border bg-white p-8 shadow-sm',
                  plan.isPopular ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200',
                )}
              >
                {plan.isPopular && (
                  <Badge className="absolute -top-3 left-8 bg-indigo-600 text-white">Most Popular</Badge>
                )}
                <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
                <p className="mt-4">
                  <span className="text-4xl font-bold text-slate-900">${plan.price}</span>
                  <span className="text-slate-600">/month</span>
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
                  onClick={() => choose(plan)}
                  aria-label={`${plan.buttonText === 'Contact Sales' ? 'Contact Sales' : signedIn ? 'Select Plan' : plan.buttonText}: ${plan.name}`}
                >
                  {plan.buttonText === 'Contact Sales'
                    ? 'Contact Sales'
                    : signedIn
                      ? 'Select Plan'
                      : plan.buttonText}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">Compare plans</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                <th scope="col" className="p-4 font-semibold">
                  Compare plans
                </th>
                {LANDING_PLANS.map((p) => (
                  <th key={p.name} scope="col" className="p-4 font-semibold">
                    {p.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {COMPARE_ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="p-4 font-medium text-slate-800">
                    {row.label}
                  </th>
                  {row.values.map((v, i) => (
                    <td key={i} className="p-4 text-slate-700">
                      {v}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
