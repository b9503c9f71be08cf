import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/**
 * Where toasts appear, mounted by the screens that raise them (forms, the portal) rather than by every
 * page, and only once the page is interactive, so a prerendered page neither loads nor renders it.
 */
export function Toasts() {
  const { i18n } = useTranslation();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors position="top-center" dir={i18n.language === 'he' ? 'rtl' : 'ltr'} />
    </Suspense>
  );
}
