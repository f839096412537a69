import { Check, Minus } from 'lucide-react';
import { checkFeatureAccess, FEATURE_CATALOGUE, TIERS } from '@recruit/core/schemas';

/** One row per catalogue feature that has a compare label. */
const ROWS = FEATURE_CATALOGUE.flatMap((f) =>
  f.compareLabel ? [{ feature: f.key, label: f.compareLabel }] : [],
);

/** The compare-features table, computed from the same access rules the server enforces. */
export function PlanCompare() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Compare features by plan</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="p-4 font-semibold text-slate-900">
              Feature
            </th>
            {TIERS.map((tier) => (
              <th key={tier} scope="col" className="p-4 text-center font-semibold text-slate-900">
                {tier}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {ROWS.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="p-4 font-medium text-slate-800">
                {row.label}
              </th>
              {TIERS.map((tier) => {
                const access = checkFeatureAccess({ tier, trialActive: false }, row.feature);
                return (
                  <td key={tier} className="p-4 text-center text-slate-700">
                    {access.allowed ? (
                      <span className="inline-flex items-center gap-1">
                        <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                        <span className={access.monthlyLimit ? '' : 'sr-only'}>
                          {access.monthlyLimit ? `${access.monthlyLimit} per month` : 'Included'}
                        </span>
                      </span>
                    ) : (
                      <span className="inline-flex">
                        <Minus className="h-4 w-4 text-slate-400" aria-hidden="true" />
                        <span className="sr-only">Not included</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
