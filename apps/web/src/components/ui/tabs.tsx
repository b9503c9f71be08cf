import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/**
 * Radix writes `dir="ltr"` on the tabs' root unless told otherwise, which puts Hebrew tabs on the wrong side
 * and reverses their arrow keys: the page's language decides instead.
 */
export function Tabs({ dir, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  const { i18n } = useTranslation();
  return <TabsPrimitive.Root dir={dir ?? i18n.dir()} {...props} />;
}
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List className={cn('inline-flex gap-1 rounded-lg bg-muted p-1', className)} {...props} />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground focus-visible:outline-2 focus-visible:outline-primary data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
