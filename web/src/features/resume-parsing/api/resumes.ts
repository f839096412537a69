import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParsedResume, Tier } from '@recruit/core/schemas';
import { ApiError, NetworkError, api } from '@/lib/api';

/** GET /api/resumes/access: whether the plan lets the user parse now (Basic: 5 a month). */
export type ResumeAccess = {
  allowed: boolean;
  tier: Tier;
  message?: string;
  monthlyLimit?: number;
  remaining?: number;
};

export type ParseAnswer = { resume: ParsedResume; fileName: string; remaining?: number };

/** An upload refused by the server; `title` is the spec's toast title for file problems. */
export class ParseError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly title?: string,
  ) {
    super(status, code, message);
    this.name = 'ParseError';
  }
}

export const resumeAccessQuery = queryOptions({
  queryKey: ['resumes', 'access'],
  queryFn: () => api.get<ResumeAccess>('/api/resumes/access'),
  staleTime: 10_000,
});

export const useResumeAccess = () => useQuery(resumeAccessQuery);

/**
 * POST /api/resumes/parse with XMLHttpRequest, so that the upload reports real progress:
 * `onUploadProgress(fraction)` while the bytes go out, `onUploaded()` once the server has them all
 * (it is parsing from then on).
 */
export function uploadResume(
  file: File,
  handlers: { onUploadProgress: (fraction: number) => void; onUploaded: () => void; signal?: AbortSignal },
): Promise<ParseAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/resumes/parse');
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) handlers.onUploadProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => handlers.onUploaded();
    xhr.onerror = () => reject(new NetworkError());
    xhr.ontimeout = () => reject(new NetworkError('Request timeout: the server did not answer in time.'));
    xhr.onabort = () => reject(new NetworkError('The upload was cancelled.'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object' && 'resume' in data) {
        resolve(data as ParseAnswer);
        return;
      }
      const error = (data as { error?: { code?: string; message?: string; title?: string } } | undefined)
        ?.error;
      const message =
        xhr.status >= 200 && xhr.status < 300
          ? 'No data received from parsing service'
          : error?.message || `The server answered ${xhr.status} ${xhr.statusText}`.trim();
      reject(new ParseError(xhr.status, error?.code ?? 'http_error', message, error?.title));
    };
    handlers.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export type SavedCandidate = {
  created: boolean;
  candidate: { id: string; name: string; email: string | null };
};

/** POST /api/candidates: stores the parsed resume (a candidate with the same email is updated). */
export function useSaveCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { resume: ParsedResume; fileName: string }) =>
      api.post<SavedCandidate>('/api/candidates', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['candidates'] }),
  });
}
