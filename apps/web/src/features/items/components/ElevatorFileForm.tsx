import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepForm } from '@/components/layout/StepForm';
import type { FileVisibility } from '../api/files';
import { MAX_FILES } from './file-rules';
import { FileList } from './FileList';
import { FileUploader } from './FileUploader';
import type { StepProps } from './step-props';

/**
 * ElevatorFile (optional): one pitch file, public or private as the owner chooses before sending
 * it. To change the choice, the file is removed and sent again.
 */
export function ElevatorFileForm(props: StepProps) {
  const { t } = useTranslation('items');
  const [visibility, setVisibility] = useState<FileVisibility>('public');
  const files = props.item.files.filter((file) => file.purpose === 'elevator');
  const room = Math.min(1 - files.length, MAX_FILES - props.item.files.length);

  return (
    <StepForm
      title={t('elevatorFile.title')}
      intro={t('elevatorFile.intro')}
      submitLabel={t(props.editing ? 'done' : 'continue')}
      onSubmit={props.onDone}
      skipLabel={t('skip')}
      onSkip={!props.editing && files.length === 0 ? props.onDone : undefined}
    >
      <FileList itemId={props.item.id} files={files} />
      {files.length === 0 && (
        <FormControl>
          <FormLabel id="elevator-visibility">{t('elevatorFile.visibility')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="elevator-visibility"
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as FileVisibility)}
          >
            <FormControlLabel value="public" control={<Radio />} label={t('elevatorFile.public')} />
            <FormControlLabel
              value="private"
              control={<Radio />}
              label={t('elevatorFile.private')}
            />
          </RadioGroup>
        </FormControl>
      )}
      <FileUploader
        itemId={props.item.id}
        purpose="elevator"
        visibility={visibility}
        multiple={false}
        room={Math.max(0, room)}
      />
    </StepForm>
  );
}
