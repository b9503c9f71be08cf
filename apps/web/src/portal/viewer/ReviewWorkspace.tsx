import type { DocumentResultView } from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Keyboard, SkipForward } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { toastError } from '../lib/toastError.ts';
import { FieldsPanel } from './FieldsPanel.tsx';
import { reviewOrder } from './fieldValues.ts';
import { findNextToReview } from './nextReview.ts';
import { PageView, type PageViewHandle } from './PageView.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { useShortcuts } from './shortcuts.ts';
import { TablesPanel } from './TablesPanel.tsx';
import { TextPanel } from './TextPanel.tsx';
import { viewerApi, viewerKeys } from './viewerApi.ts';

type CompletedView = DocumentResultView & { result: NonNullable<DocumentResultView['result']> };
type Tab = 'fields' | 'tables' | 'text';

/**
 * The reviewer's workspace: the page (zoom, pan, thumbnails) beside the fields, one field selected at a
 * time. Selecting a field shows its box and page; clicking a box selects its field. Keys walk the fields
 * (those awaiting review first), accept or edit one, and move on to the next document awaiting review.
 */
export function ReviewWorkspace({ id, view }: { id: string; view: CompletedView }) {
  const { t } = useTranslation('viewer');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { result } = view;
  // The order is fixed when the document opens (the page remounts this per document), so accepting a field
  // does not reshuffle the list under the reviewer.
  const [order] = useState(() => reviewOrder(view));
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [tab, setTab] = useState<Tab>('fields');
  const [help, setHelp] = useState(false);
  const pageView = useRef<PageViewHandle>(null);

  const select = (name: string) => {
    setSelected(name);
    setTab('fields');
    const page = result.fields[name]?.page;
    const index = result.pages.findIndex((p) => p.number === page);
    if (index >= 0) setPageIndex(index);
  };
  const step = (by: number) => {
    if (order.length === 0) return;
    const at = selected ? order.indexOf(selected) : -1;
    const next = at < 0 ? (by > 0 ? 0 : order.length - 1) : Math.min(order.length - 1, Math.max(0, at + by));
    select(order[next]!);
  };

  const accept = useMutation({
    mutationFn: (name: string) => viewerApi.correctField(id, name, result.fields[name]?.value ?? null),
    onSuccess: (updated) => {
      queryClient.setQueryData(viewerKeys.result(id), updated);
      toast.success(t('review.accepted'));
      step(1);
    },
    onError: () => toastError(t('fields.saveError'), t('review.acceptError')),
  });
  const nextDocument = useMutation({
    mutationFn: () => findNextToReview(id),
    onSuccess: (nextId) => {
      if (nextId) navigate(`/dashboard/documents/${encodeURIComponent(nextId)}`);
      else toast.info(t('review.noneLeft'));
    },
    onError: () => toastError(t('loadError'), t('review.nextError')),
  });

  useShortcuts({
    nextField: () => step(1),
    previousField: () => step(-1),
    accept: () => selected && !accept.isPending && accept.mutate(selected),
    edit: () => selected && setEditing(selected),
    nextDocument: () => !nextDocument.isPending && nextDocument.mutate(),
    zoomIn: () => pageView.current?.zoomIn(),
    zoomOut: () => pageView.current?.zoomOut(),
    help: () => setHelp(true),
  });

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => nextDocument.mutate()} disabled={nextDocument.isPending}>
          <SkipForward className="size-4 rtl:rotate-180" aria-hidden="true" />
          {t('review.nextDocument')}
        </Button>
        <Button variant="outline" onClick={() => setHelp(true)}>
          <Keyboard className="size-4" aria-hidden="true" />
          {t('shortcuts.open')}
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <PageView
          documentId={id}
          result={result}
          pageIndex={pageIndex}
          onPageChange={setPageIndex}
          selected={selected}
          onSelect={select}
          handle={pageView}
        />
        <Card className="min-w-0 p-4">
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList>
              <TabsTrigger value="fields">{t('tabs.fields')}</TabsTrigger>
              <TabsTrigger value="tables">{t('tabs.tables')}</TabsTrigger>
              <TabsTrigger value="text">{t('tabs.text')}</TabsTrigger>
            </TabsList>
            <TabsContent value="fields" className="pt-4">
              <FieldsPanel
                view={view}
                order={order}
                selected={selected}
                onSelect={select}
                editing={editing}
                onEditingChange={setEditing}
              />
            </TabsContent>
            <TabsContent value="tables" className="pt-4">
              <TablesPanel
                documentId={id}
                tables={result.tables}
                onShowPage={(page) => {
                  const index = result.pages.findIndex((p) => p.number === page);
                  if (index >= 0) setPageIndex(index);
                }}
              />
            </TabsContent>
            <TabsContent value="text" className="pt-4">
              <TextPanel pages={result.pages} />
            </TabsContent>
          </Tabs>
        </Card>
      </div>
      <ShortcutsDialog open={help} onOpenChange={setHelp} />
    </>
  );
}
