import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

/** A search box with a magnifier at its start edge (left in English, right in Hebrew). */
export function SearchInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className={cn('ps-9', className)} {...props} />
    </div>
  );
}
