import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** The platform's own select, styled like the inputs: keyboard, screen-reader and phone pickers for free. */
export function NativeSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-10 w-full rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
