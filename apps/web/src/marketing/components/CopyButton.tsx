import { COPY_FEEDBACK_MS } from '@docread/contracts';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** Copies `text` to the clipboard and shows "Copied" for COPY_FEEDBACK_MS. */
export function CopyButton({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('marketing');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      // Clipboard access can be refused (insecure origin, permissions); the text stays selectable.
      console.warn('Copy to clipboard failed', error);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={copy} className={className} aria-live="polite">
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? t('shared.copied') : t('shared.copy')}
    </Button>
  );
}
