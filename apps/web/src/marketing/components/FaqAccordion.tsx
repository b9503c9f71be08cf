import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers: one open at a time, and the open one can be closed again. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const { i18n } = useTranslation();
  return (
    <Accordion.Root
      type="single"
      collapsible
      dir={i18n.dir()}
      className="divide-y divide-border rounded-xl border border-border bg-card"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-medium hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-primary">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-muted-foreground">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
