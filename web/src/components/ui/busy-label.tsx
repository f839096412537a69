import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A button's label that shows a spinner and the busy text ('Saving...') while work runs. */
export function BusyLabel({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return busy ? (
    <>
      <Spinner className="h-4 w-4" /> {busyText}
    </>
  ) : (
    <>{children}</>
  );
}
