import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { EMAIL_MESSAGES as M } from '@recruit/core/schemas';
import { Badge } from '@/components/ui/badge';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import {
  useDeleteTemplate,
  useEmailTemplates,
  useSaveTemplate,
  type EmailTemplate,
} from '../api/templates.js';
import { textarea } from './compose-email.js';

const failed = (e: unknown) =>
  toast({
    variant: 'destructive',
    title: e instanceof ApiError && e.title ? e.title : 'Error',
    description: errorMessage(e),
  });

/** Email Templates: the user's templates (the spec's three seeded), new, edit and delete. */
export function EmailTemplates() {
  const ids = { name: useId(), subject: useId(), body: useId() };
  const templates = useEmailTemplates();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null);
  const [form, setForm] = useState({ name: '', subject: '', body: '' });

  const open = (t: EmailTemplate | 'new') => {
    setEditing(t);
    setForm(
      t === 'new' ? { name: '', subject: '', body: '' } : { name: t.name, subject: t.subject, body: t.body },
    );
  };

  const onSave = () => {
    const problem = !form.name.trim()
      ? M.templateNameRequired
      : !form.subject.trim()
        ? M.subjectRequired
        : !form.body.trim()
          ? M.bodyRequired
          : null;
    if (problem) {
      toast({ variant: 'destructive', title: 'Error', description: problem });
      return;
    }
    save.mutate(
      { ...form, ...(editing && editing !== 'new' ? { id: editing.id } : {}) },
      {
        onSuccess: (t) => {
          toast({ title: M.templateSaved, description: t.name });
          setEditing(null);
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button onClick={() => open('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New Template
        </Button>
      </div>
      {editing && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              {editing === 'new' ? 'New Template' : `Edit ${editing.name}`}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.name}>Name</Label>
              <Input
                id={ids.name}
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.subject}>Subject</Label>
              <Input
                id={ids.subject}
                value={form.subject}
                onChange={(e) => setForm({ ...form, subject: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={ids.body}>Body</Label>
              <textarea
                id={ids.body}
                rows={8}
                className={textarea}
                value={form.body}
                onChange={(e) => setForm({ ...form, body: e.target.value })}
              />
            </div>
            <div className="flex gap-2">
              <Button onClick={onSave} disabled={save.isPending}>
                <BusyLabel busy={save.isPending} busyText="Saving...">
                  Save Template
                </BusyLabel>
              </Button>
              <Button variant="ghost" onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
      {templates.isLoading && <p className="text-sm text-slate-500">Loading templates...</p>}
      {templates.data?.length === 0 && <p className="text-sm text-slate-500">No templates yet.</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {templates.data?.map((t) => (
          <Card key={t.id}>
            <CardHeader>
              <CardTitle className="text-base">{t.name}</CardTitle>
              <CardDescription>{t.subject}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <p className="line-clamp-3 whitespace-pre-line text-sm text-slate-700">{t.body}</p>
              <div className="flex flex-wrap gap-1">
                {t.variables.map((v) => (
                  <Badge key={v} variant="secondary">{`{${v}}`}</Badge>
                ))}
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => open(t)}>
                  <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${t.name}`}
                  onClick={() =>
                    remove.mutate(t.id, {
                      onSuccess: () => toast({ title: M.templateDeleted, description: t.name }),
                      onError: failed,
                    })
                  }
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
                </Button>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
