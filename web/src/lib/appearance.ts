import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountSettings, AppearancePreferences } from '@recruit/core/schemas';
import { api } from './api.js';
import { useSession } from './session.js';

/** The saved appearance, kept in the browser too so a reload draws the right mode before the server answers. */
const CACHE_KEY = 'recruit.appearance';

const CLASSES: Record<keyof AppearancePreferences, string> = {
  darkMode: 'dark',
  compactView: 'compact',
  highContrast: 'high-contrast',
};

/** Puts the appearance classes on <html> (index.css draws each mode), or takes them off. */
export function applyAppearance(appearance: Partial<AppearancePreferences> | null) {
  const root = document.documentElement;
  for (const [key, cls] of Object.entries(CLASSES) as [keyof AppearancePreferences, string][]) {
    root.classList.toggle(cls, !!appearance?.[key]);
  }
  try {
    if (appearance) localStorage.setItem(CACHE_KEY, JSON.stringify(appearance));
    else localStorage.removeItem(CACHE_KEY);
  } catch {
    // storage may be off: the server's copy still applies once it answers
  }
}

/** At start-up: the appearance saved in this browser, until the server's arrives. */
export function applyCachedAppearance() {
  try {
    const text = localStorage.getItem(CACHE_KEY);
    if (text) applyAppearance(JSON.parse(text) as Partial<AppearancePreferences>);
  } catch {
    applyAppearance(null);
  }
}

export const accountSettingsQueryKey = ['account', 'settings'] as const;

/** GET /api/account/settings: the signed-in user's profile, preferences and security question. */
export const useAccountSettings = (enabled = true) =>
  useQuery({
    queryKey: accountSettingsQueryKey,
    queryFn: () => api.get<AccountSettings>('/api/account/settings'),
    enabled,
  });

/** Mounted once at the root: the signed-in user's saved appearance (from the session) applies on every page; signed out, none. */
export function useAppearanceSync() {
  const { status, session } = useSession();
  const appearance = session?.appearance;
  const key = appearance ? JSON.stringify(appearance) : '';
  useEffect(() => {
    if (status === 'signed-out') applyAppearance(null);
    else if (status === 'signed-in' && key) applyAppearance(JSON.parse(key) as AppearancePreferences);
  }, [status, key]);
}
