import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParseAnswer, ParsedResume, ResumeAccess } from '@recruit/core/schemas';
import { ApiError, NetworkError, api, apiErrorOf } from '@/lib/api';

// ResumeAccess and ParseAnswer are the zod schemas' types (core/schemas/resume.ts). A refused upload
// is an ApiError with the server's title ('Invalid File', 'Security Warning') beside its message.

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
      reject(
        xhr.status >= 200 && xhr.status < 300
          ? new ApiError(xhr.status, 'no_data', 'No data received from parsing service')
          : apiErrorOf(xhr.status, xhr.statusText, data),
      );
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

/**
 * POST /api/resumes/save (multipart: the parsed resume, then the original file, kept with the
 * candidate), or POST /api/candidates without the file. A candidate with the same email is updated.
 */
async function saveParsed(body: { resume: ParsedResume; fileName: string; file: File | null }) {
  if (!body.file)
    return api.post<SavedCandidate>('/api/candidates', { resume: body.resume, fileName: body.fileName });
  const form = new FormData();
  form.append('resume', JSON.stringify(body.resume));
  form.append('file', body.file, body.file.name);
  let response: Response;
  try {
    response = await fetch('/api/resumes/save', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new NetworkError();
  }
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  if (!response.ok) throw apiErrorOf(response.status, response.statusText, data);
  return data as SavedCandidate;
}

/** Saves the parsed resume as a candidate, with its original file when the page still has it. */
export function useSaveCandidate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveParsed,
    onSuccess: () => client.invalidateQueries({ queryKey: ['candidates'] }),
  });
}
