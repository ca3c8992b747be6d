import { useState } from 'react';

/**
 * One file of the content form (attachment or thumbnail): the newly chosen file, the existing one (edit
 * mode) and whether it was removed, and the red error. Cancelling a chosen file brings the existing one back.
 */
export function useFileSlot(existingUrl: string | null, problemOf: (file: File) => string | null) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return {
    chosen,
    existingUrl,
    removed,
    error,
    /** A file is attached: a chosen one, or the existing one still kept. */
    attached: !!chosen || (!!existingUrl && !removed),
    /** The URL the content keeps when nothing new is uploaded. */
    keptUrl: existingUrl && !removed ? existingUrl : null,
    choose(file: File) {
      const problem = problemOf(file);
      setError(problem);
      setChosen(problem ? null : file);
    },
    cancelChosen() {
      setChosen(null);
      setError(null);
    },
    removeExisting: () => setRemoved(true),
    restoreExisting: () => setRemoved(false),
    setError,
    clear() {
      setChosen(null);
      setRemoved(false);
      setError(null);
    },
  };
}

export type FileSlot = ReturnType<typeof useFileSlot>;
