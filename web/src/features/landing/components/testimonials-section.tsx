import { Star } from 'lucide-react';

const TESTIMONIALS = [
  {
    quote:
      'We cut our time-to-shortlist from two weeks to two days. The AI screening is the first one our hiring managers trust.',
    author: 'Sarah Johnson',
    position: 'Head of Talent, a Series B fintech',
    initials: 'SJ',
    stars: 5,
  },
  {
    quote:
      'Resume parsing and outreach in one place means my team spends its time talking to candidates, not copying data.',
    author: 'Michael Chen',
    position: 'Recruiting Lead, a software consultancy',
    initials: 'MC',
    stars: 5,
  },
  {
    quote:
      'Setup took minutes. Scheduling interviews used to be half of my week; now it takes care of itself.',
    author: 'Emily Rodriguez',
    position: 'HR Manager, a healthcare group',
    initials: 'ER',
    stars: 4,
  },
];

/** Testimonials (hard-coded sample content of the spec). */
export function TestimonialsSection() {
  return (
    <section id="testimonials" className="scroll-mt-16 bg-white py-20" aria-labelledby="testimonials-heading">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-heading" className="text-3xl font-bold text-slate-900 sm:text-4xl">
            Loved by recruiting teams
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            What hiring teams say about working with AI recruiting.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.author}>
              <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-slate-50 p-6">
                <div className="flex gap-0.5" role="img" aria-label={`${t.stars} out of 5 stars`}>
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star
                      key={i}
                      aria-hidden="true"
                      className={
                        i < t.stars ? 'h-4 w-4 fill-amber-400 text-amber-400' : 'h-4 w-4 text-slate-300'
                      }
                    />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-slate-700">“{t.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 text-sm font-semibold text-white">
                    {t.initials}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{t.author}</span>
                    <span className="block text-sm text-slate-600">{t.position}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
