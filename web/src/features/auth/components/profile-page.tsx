import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { ChangePasswordForm } from './change-password-form.js';

/** /profile: the spec's password change form, for real. */
export function ProfilePage() {
  const { session } = useSession();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Profile</h1>
        {session && (
          <p className="mt-1 text-sm text-slate-600">
            Signed in as <strong>{session.user.name}</strong> ({session.user.email}).
          </p>
        )}
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Change password</CardTitle>
          <CardDescription>Enter your current password, then the new one twice.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm idPrefix="profile-password" />
        </CardContent>
      </Card>
    </div>
  );
}
