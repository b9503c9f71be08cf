import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  default: 'bg-muted text-foreground',
  primary: 'bg-primary/10 text-blue-700 dark:text-blue-300',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/40 dark:text-yellow-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
} as const;

export function Badge({
  tone = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
