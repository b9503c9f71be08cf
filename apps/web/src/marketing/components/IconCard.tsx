import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

/** A card with an icon, a heading and a short text. */
export function IconCard({
  icon: Icon,
  title,
  children,
  headingLevel = 3,
  stretch = true,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
  /** Fill the grid cell (equal-height rows); off when stacked in a column next to a taller neighbour. */
  stretch?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className={stretch ? 'h-full' : undefined}>
      <span className="mb-4 grid size-11 place-items-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mb-2 text-lg font-semibold">{title}</Heading>
      <div className="text-sm text-muted-foreground">{children}</div>
    </Card>
  );
}
