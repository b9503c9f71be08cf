import { type SelectHTMLAttributes, useId } from 'react';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

type OptionSelectProps<V extends string> = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> & {
  options: readonly SelectOption<V>[];
  value: V;
  /** Only ever one of `options`' values, so callers need no cast. */
  onChange: (value: V) => void;
};

/** A native select over a fixed list of choices. */
export function OptionSelect<V extends string>({ options, onChange, ...props }: OptionSelectProps<V>) {
  return (
    <NativeSelect {...props} onChange={(e) => onChange(e.target.value as V)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** A labelled select of a form or filter bar, with an optional line of help under it. */
export function SelectField<V extends string>({
  label,
  help,
  className,
  id,
  ...select
}: OptionSelectProps<V> & { label: string; help?: string }) {
  const generated = useId();
  const selectId = id ?? generated;
  const helpId = `${selectId}-help`;
  return (
    <div className={className ?? 'space-y-1'}>
      <Label htmlFor={selectId}>{label}</Label>
      <OptionSelect {...select} id={selectId} aria-describedby={help ? helpId : undefined} />
      {help && (
        <p id={helpId} className="text-sm text-muted-foreground">
          {help}
        </p>
      )}
    </div>
  );
}
