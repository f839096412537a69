import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useResumeAccess, useSaveCandidate } from '../api/resumes.js';
import { ErrorPanel } from './error-panel.js';
import { FeatureRestricted } from '@/components/feature-restricted';
import { ProgressView } from './progress-view.js';
import { ResultCard } from './result-card.js';
import { UploadBox } from './upload-box.js';
import { useResumeParse } from './use-resume-parse.js';

/** /features/resume-parsing: upload one resume, watch it being parsed, save it as a candidate. */
export function ResumeParsingPage() {
  const access = useResumeAccess();
  const { state, parse, onBusy, retry, currentFile } = useResumeParse();
  const save = useSaveCandidate();
  const [savedFor, setSavedFor] = useState<object | null>(null);

  const header = (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">Resume Parsing</h1>
      <p className="mt-1 text-sm text-slate-600">
        Turn PDF, DOC and DOCX resumes into structured candidate profiles.
      </p>
    </div>
  );

  if (access.isPending) return <LoadingScreen message="Checking your plan..." className="py-24" />;
  const tier = access.data?.tier ?? 'Basic';
  const restricted = state.restricted ?? (access.data && !access.data.allowed ? access.data.message : null);
  if (restricted && !state.processing && !state.resume) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        {header}
        <FeatureRestricted message={restricted} tier={tier} />
      </div>
    );
  }

  const resume = state.resume;
  const remaining = state.remaining ?? access.data?.remaining;
  const onSave = () => {
    if (!resume) return;
    save.mutate(
      { resume, fileName: state.fileName, file: currentFile() },
      {
        onSuccess: (answer) => {
          setSavedFor(resume);
          toast({
            title: 'Candidate Saved',
            description: answer.created
              ? `${answer.candidate.name} was added to your candidates.`
              : `${answer.candidate.name} was already a candidate: the profile was updated.`,
          });
        },
        onError: (e) => toast({ variant: 'destructive', title: 'Save Failed', description: errorMessage(e) }),
      },
    );
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      {header}
      {access.isError ? <Alert variant="error">{errorMessage(access.error)}</Alert> : null}
      {remaining !== undefined && access.data?.monthlyLimit !== undefined ? (
        <Alert variant="info">
          Basic plan: {remaining} of {access.data.monthlyLimit} resume parses left this month.
        </Alert>
      ) : null}
      <UploadBox busy={state.processing} onFile={(f) => void parse(f)} onBusy={onBusy} />
      {state.processing ? <ProgressView progress={state.progress} fileName={state.fileName} /> : null}
      {!state.processing && state.status === 'error' && state.error ? (
        <ErrorPanel message={state.error} onRetry={retry} />
      ) : null}
      {!state.processing && resume ? (
        <ResultCard resume={resume} saving={save.isPending} saved={savedFor === resume} onSave={onSave} />
      ) : null}
    </div>
  );
}
