import { useTranslation } from 'react-i18next';
import { StepForm } from '@/components/layout/StepForm';
import { MAX_FILES } from './file-rules';
import { FileList } from './FileList';
import { FileUploader } from './FileUploader';
import type { StepProps } from './step-props';

/**
 * AbstractFiles: several attachments, each with its progress bar, removable. An idea's are
 * private (for its buyers); a need's are public (PRODUCT.md sections 2 and 3).
 */
export function AbstractFilesForm(props: StepProps) {
  const { t } = useTranslation('items');
  const files = props.item.files.filter((file) => file.purpose === 'abstract');
  const need = props.item.section === 'need';
  return (
    <StepForm
      title={t('abstract.title')}
      intro={t(need ? 'abstract.introNeed' : 'abstract.introIdea')}
      submitLabel={t(props.editing ? 'done' : 'continue')}
      onSubmit={props.onDone}
      skipLabel={t('skip')}
      onSkip={!props.editing && files.length === 0 ? props.onDone : undefined}
    >
      <FileList itemId={props.item.id} files={files} />
      <FileUploader
        itemId={props.item.id}
        purpose="abstract"
        visibility={need ? 'public' : 'private'}
        multiple
        room={Math.max(0, MAX_FILES - props.item.files.length)}
      />
    </StepForm>
  );
}
