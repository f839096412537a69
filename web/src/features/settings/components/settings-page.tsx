import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Download, Trash2 } from 'lucide-react';
import {
  ACCOUNT_MESSAGES,
  SECURITY_QUESTIONS,
  type AccountSettings,
  type Preferences,
} from '@recruit/core/schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api';
import { applyAppearance } from '@/lib/appearance';
import { useSetSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import {
  deleteAccount,
  downloadExport,
  useAccountSettings,
  useSaveProfile,
  useSavePreferences,
  useSaveSecurityQuestion,
} from '../api/account.js';

/**
 * /settings: Profile Settings, Notifications, Security, Appearance, Export my data and the Danger
 * Zone, each saved on the server per user. The app composes the password form of the auth feature
 * into the Security card.
 */
export function SettingsPage({ passwordForm }: { passwordForm?: ReactNode }) {
  const settings = useAccountSettings();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Settings</h1>
        <p className="mt-1 text-sm text-slate-600">Your profile, notifications, security and appearance.</p>
      </div>
      {settings.isError && (
        <Alert variant="error">Your settings could not be loaded: {errorMessage(settings.error)}</Alert>
      )}
      {!settings.data ? (
        !settings.isError && (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="h-4 w-4" /> Loading your settings...
          </p>
        )
      ) : (
        <>
          <ProfileCard settings={settings.data} />
          <PreferencesCard
            title="Notifications"
            description="How recruit may reach you."
            part="notifications"
            settings={settings.data}
            items={[
              ['email', 'Email notifications', 'An email to your address whenever your password is changed.'],
              ['push', 'Push notifications', 'Saved for browser notifications; recruit sends none yet.'],
              ['marketing', 'Marketing emails', 'Product news and offers; recruit sends none yet.'],
            ]}
          />
          <Card>
            <CardHeader>
              <CardTitle className="text-base">Security</CardTitle>
              <CardDescription>
                Change your password, and the security question that protects a reset.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-8">
              {passwordForm}
              <SecurityQuestionForm current={settings.data.securityQuestion} />
            </CardContent>
          </Card>
          <PreferencesCard
            title="Appearance"
            description="Applies at once, on every page, wherever you sign in."
            part="appearance"
            settings={settings.data}
            items={[
              ['darkMode', 'Dark mode', 'Light text on a dark background.'],
              ['compactView', 'Compact view', 'Tighter spacing: more on each screen.'],
              [
                'highContrast',
                'High contrast',
                'Darker text and borders, underlined links, strong focus rings.',
              ],
            ]}
          />
          <ExportCard />
          <DangerZone email={settings.data.profile.email} />
        </>
      )}
    </div>
  );
}

function ProfileCard({ settings }: { settings: AccountSettings }) {
  const save = useSaveProfile();
  const [name, setName] = useState(settings.profile.name);
  const [company, setCompany] = useState(settings.profile.company);
  useEffect(() => {
    setName(settings.profile.name);
    setCompany(settings.profile.company);
  }, [settings.profile.name, settings.profile.company]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { name, company },
      {
        onSuccess: () => toast({ title: ACCOUNT_MESSAGES.profileSaved }),
        onError: (e) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(e) }),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Profile Settings</CardTitle>
        <CardDescription>The name recruit greets you by, and your company.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          {save.isError && (
            <Alert variant="error" className="sm:col-span-2">
              {errorMessage(save.error)}
            </Alert>
          )}
          <div className="flex flex-col gap-2">
            <Label htmlFor="settings-name">Display name</Label>
            <Input
              id="settings-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="settings-email">Email</Label>
            <Input id="settings-email" value={settings.profile.email} readOnly aria-readonly="true" />
          </div>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <Label htmlFor="settings-company">Company</Label>
            <Input
              id="settings-company"
              value={company}
              onChange={(e) => setCompany(e.target.value)}
              autoComplete="organization"
            />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner className="h-4 w-4" />}
              {save.isPending ? 'Saving...' : 'Save Profile'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function PreferencesCard<P extends keyof Preferences>({
  title,
  description,
  part,
  settings,
  items,
}: {
  title: string;
  description: string;
  part: P;
  settings: AccountSettings;
  items: [keyof Preferences[P] & string, string, string][];
}) {
  const save = useSavePreferences();
  const values = settings.preferences[part];
  const toggle = (key: keyof Preferences[P] & string, on: boolean) => {
    const next = { ...values, [key]: on };
    // Appearance shows at once; the server's answer confirms it (or the old value comes back).
    if (part === 'appearance') applyAppearance(next as Preferences['appearance']);
    save.mutate(
      { [part]: { [key]: on } },
      {
        onSuccess: () => toast({ title: ACCOUNT_MESSAGES.preferencesSaved }),
        onError: (e) => {
          if (part === 'appearance') applyAppearance(settings.preferences.appearance);
          toast({ variant: 'destructive', title: 'Error', description: errorMessage(e) });
        },
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-200">
          {items.map(([key, label, hint]) => {
            const id = `${part}-${key}`;
            return (
              <li key={key} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <div>
                  <Label htmlFor={id}>{label}</Label>
                  <p className="text-sm text-slate-600" id={`${id}-hint`}>
                    {hint}
                  </p>
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-hint`}
                  checked={Boolean(values[key])}
                  disabled={save.isPending}
                  onCheckedChange={(on) => toggle(key, on)}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function SecurityQuestionForm({ current }: { current: string | null }) {
  const save = useSaveSecurityQuestion();
  const [question, setQuestion] = useState(current ?? '');
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { currentPassword: password, question, answer },
      {
        onSuccess: () => {
          setAnswer('');
          setPassword('');
          toast({ title: ACCOUNT_MESSAGES.securityQuestionSaved });
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Update security question"
    >
      <h3 className="text-sm font-semibold text-slate-900">Security question</h3>
      <p className="text-sm text-slate-600">
        {current ? `Set: ${current}` : 'None set yet: a password reset then asks for the emailed code only.'}
      </p>
      {save.isError && <Alert variant="error">{errorMessage(save.error)}</Alert>}
      <div className="flex flex-col gap-2">
        <Label htmlFor="security-question">Security question</Label>
        <NativeSelect id="security-question" value={question} onChange={(e) => setQuestion(e.target.value)}>
          <option value="">Choose a question</option>
          {SECURITY_QUESTIONS.map((q) => (
            <option key={q} value={q}>
              {q}
            </option>
          ))}
        </NativeSelect>
      </div>
      {question && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="security-answer">Answer</Label>
          <Input
            id="security-answer"
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            autoComplete="off"
          />
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="security-password">Current password</Label>
        <Input
          id="security-password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
        />
      </div>
      <div>
        <Button type="submit" disabled={save.isPending || !question || !answer.trim() || !password}>
          {save.isPending && <Spinner className="h-4 w-4" />}
          {save.isPending ? 'Updating...' : 'Update Security Settings'}
        </Button>
      </div>
    </form>
  );
}

function ExportCard() {
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      await downloadExport();
      toast({ title: 'Export ready', description: 'Your data was saved as a JSON file.' });
    } catch (e) {
      toast({ variant: 'destructive', title: 'Export failed', description: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Export my data</CardTitle>
        <CardDescription>
          Everything recruit stores about you and your candidates, as one JSON file: profile, settings,
          candidates with their activity, conversations, domains, emails and usage. Password hashes and API
          keys are left out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void onExport()} disabled={busy}>
          {busy ? <Spinner className="h-4 w-4" /> : <Download aria-hidden="true" />}
          {busy ? 'Exporting...' : 'Export my data'}
        </Button>
      </CardContent>
    </Card>
  );
}

function DangerZone({ email }: { email: string }) {
  const navigate = useNavigate();
  const setSession = useSetSession();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();
  const onDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return setError(ACCOUNT_MESSAGES.confirmEmailMismatch);
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(typed);
      applyAppearance(null);
      // Home first, then forget the session: cleared while this protected page is still mounted, the
      // guard would send the user to /signin instead.
      await navigate('/', { replace: true });
      setSession({ user: null });
      toast({ title: ACCOUNT_MESSAGES.accountDeleted, description: ACCOUNT_MESSAGES.accountDeletedText });
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <Card className="border-red-300">
      <CardHeader>
        <CardTitle className="text-base text-red-700">Danger Zone</CardTitle>
        <CardDescription>
          Deleting your account removes your profile, candidates, activity, conversations, keys and every
          other record of yours at once, and signs you out everywhere. It cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(o) => {
            setOpen(o);
            setTyped('');
            setError(undefined);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete Account
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-md">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Everything stored about you and your candidates is removed for good. Type{' '}
                <strong>{email}</strong> to confirm.
              </DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={(e) => void onDelete(e)} className="flex flex-col gap-4">
              {error && <Alert variant="error">{error}</Alert>}
              <div className="flex flex-col gap-2">
                <Label htmlFor="delete-confirm-email">Your email address</Label>
                <Input
                  id="delete-confirm-email"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="off"
                  placeholder={email}
                />
              </div>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={busy || !confirmed}>
                  {busy && <Spinner className="h-4 w-4" />}
                  {busy ? 'Deleting...' : 'Delete my account'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
