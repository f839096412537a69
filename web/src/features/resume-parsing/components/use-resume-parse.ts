import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RESUME_MESSAGES, RESUME_TITLES, checkResumeFile, type ParsedResume } from '@recruit/core/schemas';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { resumeAccessQuery, uploadResume } from '../api/resumes.js';

/** The spec's parse states (not-tested, success, error) plus the processing flag. */
export type ParseStatus = 'not-tested' | 'success' | 'error';

export type ParseState = {
  status: ParseStatus;
  processing: boolean;
  /** 0-100: past 20 while uploading, past 60 once the server has the file, past 90 when the answer arrives. */
  progress: number;
  fileName: string;
  resume: ParsedResume | null;
  error: string | null;
  remaining: number | undefined;
  /** Set when the server refused the parse for the plan (403). */
  restricted: string | null;
};

const INITIAL: ParseState = {
  status: 'not-tested',
  processing: false,
  progress: 0,
  fileName: '',
  resume: null,
  error: null,
  remaining: undefined,
  restricted: null,
};

/** Upload, real progress, the spec's toasts and the error state of the resume parsing screen. */
export function useResumeParse() {
  const [state, setState] = useState<ParseState>(INITIAL);
  const busy = useRef(false);
  const lastFile = useRef<File | null>(null);
  const client = useQueryClient();

  const parse = useCallback(
    async (file: File) => {
      if (busy.current) {
        toast({ title: RESUME_TITLES.busy, description: RESUME_MESSAGES.busy });
        return;
      }
      const problem = checkResumeFile({ name: file.name, size: file.size, type: file.type });
      if (problem) {
        toast({ variant: 'destructive', title: problem.title, description: problem.message });
        return;
      }
      busy.current = true;
      lastFile.current = file;
      setState((s) => ({
        ...INITIAL,
        remaining: s.remaining,
        processing: true,
        progress: 21,
        fileName: file.name,
      }));
      const set = (progress: number) => setState((s) => ({ ...s, progress: Math.max(s.progress, progress) }));
      try {
        const answer = await uploadResume(file, {
          onUploadProgress: (f) => set(20 + Math.max(0.025, f) * 40),
          onUploaded: () => set(61),
        });
        set(91);
        setState((s) => ({
          ...s,
          status: 'success',
          processing: false,
          progress: 100,
          resume: answer.resume,
          remaining: answer.remaining,
        }));
        toast({
          title: RESUME_TITLES.parsed,
          description: `Extracted the profile of ${answer.resume.name}.`,
        });
      } catch (e) {
        const message = errorMessage(e, RESUME_MESSAGES.parsingFailed);
        if (e instanceof ApiError && e.status === 403) {
          setState((s) => ({ ...s, processing: false, progress: 0, restricted: message }));
        } else if (e instanceof ApiError && e.title) {
          setState((s) => ({ ...s, status: 'error', processing: false, error: message }));
          toast({ variant: 'destructive', title: e.title, description: message });
        } else {
          setState((s) => ({ ...s, status: 'error', processing: false, error: message }));
          toast({ variant: 'destructive', title: RESUME_TITLES.parsingFailed, description: message });
        }
      } finally {
        busy.current = false;
        void client.invalidateQueries({ queryKey: resumeAccessQuery.queryKey });
      }
    },
    [client],
  );

  const onBusy = useCallback(
    () => toast({ title: RESUME_TITLES.busy, description: RESUME_MESSAGES.busy }),
    [],
  );
  const retry = useCallback(() => {
    if (lastFile.current) void parse(lastFile.current);
    else setState(INITIAL);
  }, [parse]);

  /** The file last parsed (kept with the candidate when it is saved). */
  const currentFile = useCallback(() => lastFile.current, []);

  return { state, parse, onBusy, retry, currentFile };
}
