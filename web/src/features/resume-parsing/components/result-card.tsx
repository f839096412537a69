import { Briefcase, CheckCircle2, GraduationCap, Save, User, Wrench } from 'lucide-react';
import type { ParsedResume } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Props = {
  resume: ParsedResume;
  saving: boolean;
  saved: boolean;
  onSave: () => void;
};

function Section({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof User;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon className="h-4 w-4 text-indigo-600" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The parsed resume: Basic Information, Skills, Experience, Education, and Save Candidate Data. */
export function ResultCard({ resume, saving, saved, onSave }: Props) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-4">
        <CardTitle>Parsed Resume</CardTitle>
        <Button onClick={onSave} disabled={saving || saved} variant={saved ? 'secondary' : 'default'}>
          {saved ? (
            <>
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Candidate Saved
            </>
          ) : (
            <>
              <Save className="h-4 w-4" aria-hidden="true" /> {saving ? 'Saving...' : 'Save Candidate Data'}
            </>
          )}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Section icon={User} title="Basic Information">
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">Name</dt>
            <dd className="text-slate-900">{resume.name}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="text-slate-900">{resume.email || 'Not found'}</dd>
            <dt className="text-slate-500">Phone</dt>
            <dd className="text-slate-900">{resume.phone || 'Not found'}</dd>
          </dl>
        </Section>
        <Section icon={Wrench} title="Skills">
          {resume.skills.length ? (
            <ul className="flex flex-wrap gap-2">
              {resume.skills.map((s) => (
                <li key={s}>
                  <Badge variant="secondary">{s}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">No skills found.</p>
          )}
        </Section>
        <Section icon={Briefcase} title="Experience">
          {resume.experience.length ? (
            <ul className="flex flex-col gap-3">
              {resume.experience.map((e, i) => (
                <li key={i} className="rounded-md border border-slate-200 p-3 text-sm">
                  <p className="font-medium text-slate-900">
                    {e.title} · {e.company}
                  </p>
                  <p className="text-slate-500">{e.period}</p>
                  {e.description ? <p className="mt-1 text-slate-700">{e.description}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">No experience found.</p>
          )}
        </Section>
        <Section icon={GraduationCap} title="Education">
          {resume.education.length ? (
            <ul className="flex flex-col gap-2">
              {resume.education.map((e, i) => (
                <li key={i} className="text-sm">
                  <span className="font-medium text-slate-900">{e.degree}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {e.institution} · {e.year}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">No education found.</p>
          )}
        </Section>
      </CardContent>
    </Card>
  );
}
