import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { FileUp } from 'lucide-react';
import { cn } from '@/lib/cn';

type Props = {
  busy: boolean;
  /** Called with the first file only; `onBusy` instead while a file is being processed. */
  onFile: (file: File) => void;
  onBusy: () => void;
};

/** The drag-and-drop or click upload box (PDF, DOC, DOCX up to 10 MB). */
export function UploadBox({ busy, onFile, onBusy }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (files: FileList | null | undefined) => {
    const first = files?.[0];
    if (!first) return;
    if (busy) onBusy();
    else onFile(first);
  };
  const open = () => (busy ? onBusy() : input.current?.click());
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };

  // The file input sits beside the drop zone, not inside it: a control inside a role=button is a
  // nested interactive element for assistive technology.
  return (
    <>
      <div
        role="button"
        tabIndex={0}
        aria-label="Upload a resume: drop a PDF, DOC or DOCX file here or click to choose one"
        aria-busy={busy}
        onClick={open}
        onKeyDown={onKey}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
          over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-white hover:border-indigo-400',
          busy && 'cursor-progress opacity-70',
        )}
      >
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
          <FileUp className="h-6 w-6" aria-hidden="true" />
        </span>
        <p className="font-medium text-slate-900">Drop a resume here, or click to choose a file</p>
        <p className="text-sm text-slate-600">PDF, DOC or DOCX, up to 10MB. Only the first file is used.</p>
      </div>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="resume-file-input"
        accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
      />
    </>
  );
}
