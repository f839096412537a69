import { useState, type ChangeEvent } from 'react';
import {
  CANDIDATE_CSV_COLUMNS,
  CSV_HEADERS,
  csvHeaderField,
  importFormat,
  parseCsv,
  type CandidateCsvColumn,
} from '@recruit/core/schemas';
import { BusyLabel } from '@/components/ui/busy-label';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useImportCandidates, type ImportAnswer } from '../api/candidates.js';

/** Import a CSV or JSON Resume file; CSV headers the importer does not know are mapped first. */
export function ImportPanel({ onDone }: { onDone: () => void }) {
  const [file, setFile] = useState<{ name: string; text: string; format: 'csv' | 'json' } | null>(null);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Record<string, CandidateCsvColumn | ''>>({});
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const run = useImportCandidates();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    setAnswer(null);
    if (!f) return;
    const text = await f.text();
    const format = importFormat(text, f.name);
    if (!format) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'The file is neither CSV nor JSON Resume',
      });
      return;
    }
    setFile({ name: f.name, text, format });
    const header = format === 'csv' ? (parseCsv(text.split(/\r?\n/, 1)[0] ?? '')[0] ?? []) : [];
    const unknownHeaders = header.filter((h) => h.trim() && !csvHeaderField(h));
    setUnknown(unknownHeaders);
    setMapping(Object.fromEntries(unknownHeaders.map((h) => [h, ''])));
  };

  const onImport = () =>
    file &&
    run.mutate(
      { text: file.text, format: file.format, ...(file.format === 'csv' ? { mapping } : {}) },
      {
        onSuccess: (a) => {
          setAnswer(a);
          toast({
            title: 'Import Finished',
            description: `${a.created} new, ${a.updated} updated, ${a.failed.length} failed.`,
          });
        },
        onError: (err) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(err) }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Import Candidates</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="candidate-import-file">CSV or JSON Resume file</Label>
          <input
            id="candidate-import-file"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => void onFile(e)}
          />
        </div>
        {unknown.length ? (
          <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium">Map the columns this file names its own way</legend>
            {unknown.map((h) => (
              <div key={h} className="flex items-center gap-2">
                <Label htmlFor={`map-${h}`} className="w-40 truncate">
                  {h}
                </Label>
                <NativeSelect
                  id={`map-${h}`}
                  className="w-56"
                  value={mapping[h] ?? ''}
                  onChange={(e) => setMapping({ ...mapping, [h]: e.target.value as CandidateCsvColumn | '' })}
                >
                  <option value="">Leave out</option>
                  {CANDIDATE_CSV_COLUMNS.map((c) => (
                    <option key={c} value={c}>
                      {CSV_HEADERS[c]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </fieldset>
        ) : null}
        <div className="flex gap-2">
          <Button disabled={!file || run.isPending} onClick={onImport}>
            <BusyLabel busy={run.isPending} busyText="Importing...">
              Import
            </BusyLabel>
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Close
          </Button>
        </div>
        {answer ? (
          <div role="status" className="text-sm text-slate-700">
            <p>
              Imported {answer.created} new, {answer.updated} updated, {answer.failed.length} failed.
            </p>
            <ul className="list-disc pl-5 text-red-700">
              {answer.failed.map((f) => (
                <li key={f.row}>
                  Row {f.row}
                  {f.name ? ` (${f.name})` : ''}: {f.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
