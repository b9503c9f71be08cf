import { DOCUMENT_TYPES, type DocumentDetail, type DocumentType } from '@docread/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { keys } from '../lib/portalApi.ts';
import { toastError } from '../lib/toastError.ts';
import { viewerApi, viewerKeys } from './viewerApi.ts';

/**
 * What the document is, and the person's way to say otherwise: the document is then read again as the
 * chosen type. Offered once reading is over (completed or failed).
 */
export function DocumentTypeControl({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation('viewer');
  const { t: tp } = useTranslation('portal');
  const queryClient = useQueryClient();
  const id = useId();
  const [chosen, setChosen] = useState<DocumentType | ''>(doc.documentType ?? '');
  const change = useMutation({
    mutationFn: (type: DocumentType) => viewerApi.changeType(doc.id, type),
    onSuccess: (_row, type) => {
      // The old reading is of the old type: drop it rather than show it while the new one is made.
      queryClient.removeQueries({ queryKey: viewerKeys.result(doc.id) });
      void queryClient.invalidateQueries({ queryKey: keys.documents });
      toast.success(t('type.changed', { type: tp(`documentTypes.${type}`) }));
    },
    onError: (error) =>
      toastError(t('type.changeFailed'), error instanceof Error ? error.message : undefined),
  });
  const finished = doc.status === 'completed' || doc.status === 'failed';
  const requested = doc.requestedType && doc.requestedType !== doc.documentType ? doc.requestedType : null;

  return (
    <Card className="p-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen) change.mutate(chosen);
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-type`}>{t('type.label')}</Label>
          <NativeSelect
            id={`${id}-type`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value as DocumentType)}
            disabled={!finished || change.isPending}
            aria-describedby={`${id}-help`}
          >
            {!doc.documentType && <option value="">{tp('documents.typeNotYetRead')}</option>}
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {tp(`documentTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          type="submit"
          variant="outline"
          disabled={!finished || !chosen || chosen === doc.documentType || change.isPending}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('type.reprocess')}
        </Button>
        <p id={`${id}-help`} className="basis-full text-sm text-muted-foreground">
          {requested && `${t('type.requested', { type: tp(`documentTypes.${requested}`) })} `}
          {t('type.help')}
        </p>
      </form>
    </Card>
  );
}
