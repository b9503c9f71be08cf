import { COPY_FEEDBACK_MS } from '@docread/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Copies text to the clipboard and remembers which item was copied for a moment ("Copied"). */
export function useCopy() {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (id: string, text: string) => {
    await navigator.clipboard.writeText(text);
    setCopiedId(id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiedId(null), COPY_FEEDBACK_MS);
  }, []);
  return { copiedId, copy };
}
