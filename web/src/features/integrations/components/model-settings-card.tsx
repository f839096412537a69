import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useModelStatus, useSaveModel } from '../api/model-settings.js';

/**
 * The chat model of every AI feature: an OpenAI key, or an OpenAI-compatible server (a local Ollama or
 * llama.cpp, which needs no key) and a model name. Saved with the OpenAI key (API Settings, AI & ChatGPT).
 */
export function ModelSettingsCard() {
  const status = useModelStatus();
  const save = useSaveModel();
  const [baseUrl, setBaseUrl] = useState('');
  const [model, setModel] = useState('');
  const [key, setKey] = useState('');
  const ids = { baseUrl: useId(), model: useId(), key: useId() };
  // The saved server and model fill the form once loaded (the key never comes back).
  const savedBaseUrl = status.data?.baseUrl;
  const savedModel = status.data?.model;
  useEffect(() => {
    if (savedBaseUrl) setBaseUrl(savedBaseUrl);
    if (savedModel) setModel(savedModel);
  }, [savedBaseUrl, savedModel]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { value: key, baseUrl, model },
      {
        onSuccess: (saved) => {
          setKey('');
          toast({
            title: 'Model Saved',
            description: saved.baseUrl
              ? `Using ${saved.model ?? 'gpt-4o-mini'} at ${saved.baseUrl}.`
              : `Using ${saved.model ?? 'gpt-4o-mini'} with your OpenAI key.`,
          });
        },
        onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Local or custom model</CardTitle>
        <CardDescription>
          Any OpenAI-compatible server works: a local Ollama (http://localhost:11434/v1) or llama.cpp server
          needs no key. Leave the base URL empty to use OpenAI with your key.
          {status.data?.baseUrl && (
            <span className="mt-1 block text-slate-700">
              Now: {status.data.model ?? 'gpt-4o-mini'} at {status.data.baseUrl}
            </span>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.baseUrl}>Base URL</Label>
            <Input
              id={ids.baseUrl}
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
              placeholder="http://localhost:11434/v1"
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.model}>Model</Label>
            <Input
              id={ids.model}
              value={model}
              onChange={(e) => setModel(e.target.value)}
              placeholder="gpt-4o-mini"
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.key}>API Key (optional for a local server)</Label>
            <Input
              id={ids.key}
              type="password"
              value={key}
              onChange={(e) => setKey(e.target.value)}
              placeholder="sk-..."
            />
          </div>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Model Settings'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
