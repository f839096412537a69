import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { classifyParseError } from '@recruit/core/schemas';
import { Button } from '@/components/ui/button';

/** The error panel: the spec's classification of the message (title, text, action button). */
export function ErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { title, text, action } = classifyParseError(message);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-6 shadow-sm"
    >
      <h2 className="flex items-center gap-2 font-semibold text-red-900">
        <AlertTriangle className="h-5 w-5" aria-hidden="true" />
        {title}
      </h2>
      <p className="text-sm text-red-800">{text}</p>
      {action ? (
        <div>
          {action === 'Configure API' ? (
            <Button asChild variant="outline">
              <Link to="/api-settings">Configure API</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
