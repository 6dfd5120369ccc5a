import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { useNotificationsBelow } from '@/lib/notifications-place';

/**
 * Where the owner is in the whole creation of an item, on the screens after its questions:
 * 'Stage 2 of 3', the step's name, the next one's, and a bar of one segment per step, filled up
 * to this one. It is text, not a progressbar role (the question screens' stepper is the one
 * progress bar), and never drawn beside a question stepper. Notifications are shown under it.
 */
export function CreationProgress(props: {
  /** 1-based. */
  step: number;
  count: number;
  name: string;
  nextName?: string;
}) {
  const { t } = useTranslation('flow');
  const format = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  useNotificationsBelow(ref);
  const position = t('creation.step', {
    step: format.number(props.step),
    count: format.number(props.count),
  });
  return (
    <Box
      ref={ref}
      data-testid="creation-progress"
      sx={{ display: 'grid', gap: 0.75, maxWidth: 600, mx: 'auto', mb: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <Typography variant="body2" data-testid="creation-step">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {position}
          </Box>
          {t('creation.separator')}
          <Box component="strong" sx={{ fontWeight: 'bold' }}>
            {props.name}
          </Box>
        </Typography>
        {props.nextName && (
          <Typography variant="caption" color="text.secondary" data-testid="creation-next">
            {t('creation.next', { name: props.nextName })}
          </Typography>
        )}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5 }}>
        {Array.from({ length: props.count }, (_unused, index) => (
          <Box
            key={index}
            sx={{
              flex: 1,
              height: 4,
              borderRadius: 2,
              bgcolor: index < props.step ? 'primary.main' : 'action.disabledBackground',
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
