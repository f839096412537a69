import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeleted, AccountSettings, PreferencesBody, ProfileBody } from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';
import { accountSettingsQueryKey, useAccountSettings } from '@/lib/appearance';
import { sessionQueryKey } from '@/lib/session';

export { useAccountSettings };

/** PUT /api/account/profile, /preferences, /security-question: each answers the saved settings. */
function useSettingsMutation<T>(method: 'PUT', path: string, opts: { refreshSession?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => apiRequest<AccountSettings>(method, path, body),
    onSuccess: (saved) => {
      client.setQueryData(accountSettingsQueryKey, saved);
      // The header and dashboard greet the user by the display name of the session.
      if (opts.refreshSession) void client.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

export const useSaveProfile = () =>
  useSettingsMutation<ProfileBody>('PUT', '/api/account/profile', { refreshSession: true });
// The session answer carries the appearance every page applies: it is read again after a save.
export const useSavePreferences = () =>
  useSettingsMutation<PreferencesBody>('PUT', '/api/account/preferences', { refreshSession: true });
export const useSaveSecurityQuestion = () =>
  useSettingsMutation<{ currentPassword: string; question: string; answer: string }>(
    'PUT',
    '/api/account/security-question',
  );

/** POST /api/account/delete with the typed email. */
export const deleteAccount = (confirmEmail: string) =>
  api.post<AccountDeleted>('/api/account/delete', { confirmEmail });

/** GET /api/account/export, saved as the file the server names. */
export async function downloadExport(): Promise<void> {
  const response = await fetch('/api/account/export', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The export failed (${response.status}). Please try again.`);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'recruit-export.json';
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
