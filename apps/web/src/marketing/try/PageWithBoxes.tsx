import { type Field, fieldLabel, type Locale } from '@docread/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface BoxedField {
  name: string;
  field: Field;
}

/**
 * The first page with a box around each field the engine found there. Boxes are placed in percent of the
 * page's own size (pixels or points, whatever the engine measured), on a layer exactly the image's size,
 * so they follow the image's scale and not the height of whatever stands beside it. A page read level
 * (`skew`) has its boxes turned back onto the image about its centre.
 */
export function PageWithBoxes({
  image,
  width,
  height,
  skew,
  fields,
  active,
  alt,
}: {
  image: string;
  width: number;
  height: number;
  skew?: number;
  fields: BoxedField[];
  active: string | null;
  alt: string;
}) {
  const { i18n } = useTranslation();
  return (
    <div
      className="relative self-start overflow-hidden rounded-lg border border-border bg-white"
      dir="ltr"
      data-testid="try-page"
    >
      <img src={image} alt={alt} width={width} height={height} className="block h-auto w-full" />
      <div className="absolute inset-0" style={skew ? { transform: `rotate(${skew}deg)` } : undefined}>
        {fields.map(({ name, field }) =>
          field.bbox ? (
            <span
              key={name}
              data-testid="field-box"
              title={fieldLabel(name, i18n.language as Locale) ?? name}
              aria-hidden="true"
              className={cn(
                'absolute rounded-sm border-2 transition',
                active === name ? 'border-orange-500 bg-orange-400/25' : 'border-blue-600/80 bg-blue-500/10',
              )}
              style={{
                left: `${(field.bbox.x / width) * 100}%`,
                top: `${(field.bbox.y / height) * 100}%`,
                width: `${(field.bbox.w / width) * 100}%`,
                height: `${(field.bbox.h / height) * 100}%`,
              }}
            />
          ) : null,
        )}
      </div>
    </div>
  );
}
