import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { PIPELINE_STAGES, type PipelineStage } from '@recruit/core/schemas';
import type { Candidate } from '../api/candidates.js';

/**
 * The pipeline board: a column per stage. A card is dragged to another column, or moved with the
 * keyboard: focus it and press ← or → (the move is announced).
 */
export function PipelineBoard({
  candidates,
  counts,
  onMove,
}: {
  candidates: Candidate[];
  /** The server's count of matching candidates per stage (the cards may be only the latest of them). */
  counts?: Record<string, number>;
  onMove: (candidate: Candidate, stage: PipelineStage) => void;
}) {
  const [over, setOver] = useState<PipelineStage | null>(null);
  const [said, setSaid] = useState('');
  const byId = new Map(candidates.map((c) => [c.id, c]));

  const move = (c: Candidate, stage: PipelineStage) => {
    if (c.stage === stage) return;
    onMove(c, stage);
    setSaid(`Moved ${c.name} to ${stage}`);
  };
  const onDrop = (stage: PipelineStage) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const c = byId.get(e.dataTransfer.getData('text/plain'));
    if (c) move(c, stage);
  };
  const onKey = (c: Candidate) => (e: KeyboardEvent) => {
    const i = PIPELINE_STAGES.indexOf(c.stage);
    const next =
      e.key === 'ArrowRight'
        ? PIPELINE_STAGES[i + 1]
        : e.key === 'ArrowLeft'
          ? PIPELINE_STAGES[i - 1]
          : undefined;
    if (!next) return;
    e.preventDefault();
    move(c, next);
  };

  return (
    <div>
      <p className="mb-2 text-xs text-slate-500">
        Drag a card to another stage, or focus it and press ← or →.
      </p>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="Pipeline board">
        {PIPELINE_STAGES.map((stage) => {
          const cards = candidates.filter((c) => c.stage === stage);
          return (
            <section
              key={stage}
              aria-label={`${stage} column`}
              data-stage={stage}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(stage);
              }}
              onDragLeave={() => setOver((s) => (s === stage ? null : s))}
              onDrop={onDrop(stage)}
              className={`flex min-h-40 flex-col gap-2 rounded-lg border p-2 ${over === stage ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 bg-slate-50'}`}
            >
              <h3 className="flex items-center justify-between px-1 text-sm font-semibold text-slate-800">
                {stage}{' '}
                <span
                  className="rounded-full bg-white px-2 text-xs text-slate-600"
                  data-testid={`column-count-${stage}`}
                  title={
                    (counts?.[stage] ?? cards.length) > cards.length
                      ? `${cards.length} of ${counts?.[stage]} shown`
                      : undefined
                  }
                >
                  {counts?.[stage] ?? cards.length}
                </span>
              </h3>
              {cards.map((c) => (
                <div
                  key={c.id}
                  role="button"
                  tabIndex={0}
                  draggable
                  aria-label={`${c.name}, ${stage}. Press left or right arrow to move.`}
                  data-candidate={c.name}
                  onDragStart={(e) => {
                    e.dataTransfer.setData('text/plain', c.id);
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onKeyDown={onKey(c)}
                  className="cursor-grab rounded-md border border-slate-200 bg-white p-2 text-sm shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                >
                  <Link
                    to={`/candidates/${c.id}`}
                    className="font-medium text-slate-900 hover:underline"
                    tabIndex={-1}
                  >
                    {c.name}
                  </Link>
                  <p className="truncate text-xs text-slate-600">{c.position || '—'}</p>
                </div>
              ))}
            </section>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
