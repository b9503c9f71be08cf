import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../app/locale/LocaleLink.tsx';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';

/** A router link styled as a button; `arrow` adds a forward arrow that mirrors in right-to-left pages. */
export function LinkButton({
  to,
  children,
  arrow,
  variant,
  size = 'lg',
  className,
}: {
  to: string;
  children: ReactNode;
  arrow?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to}>
        {children}
        {arrow && <ArrowRight aria-hidden="true" className="rtl-flip size-4" />}
      </Link>
    </Button>
  );
}
