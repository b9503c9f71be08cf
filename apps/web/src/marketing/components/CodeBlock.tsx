import { cn } from '../../lib/cn.ts';
import { CopyButton } from './CopyButton.tsx';

/** Source code shown left-to-right in either language, with a copy button. */
export function CodeBlock({
  code,
  label,
  className,
  copy = true,
}: {
  code: string;
  label?: string;
  className?: string;
  copy?: boolean;
}) {
  return (
    <div
      className={cn('overflow-hidden rounded-lg border border-border bg-slate-950 text-slate-100', className)}
    >
      {(label || copy) && (
        <div className="flex items-center justify-between gap-2 border-b border-slate-800 px-3 py-1.5 text-xs text-slate-400">
          <span dir="ltr">{label}</span>
          {copy && (
            <CopyButton text={code} className="h-7 border-slate-700 text-slate-200 hover:bg-slate-800" />
          )}
        </div>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (WCAG 2.1.1) */}
      <pre dir="ltr" tabIndex={0} className="overflow-x-auto p-4 text-start text-sm leading-relaxed">
        <code>{code}</code>
      </pre>
    </div>
  );
}
