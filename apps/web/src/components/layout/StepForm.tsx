import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';
import { MainButton } from '@/components/ui/MainButton';

/**
 * One step of the creation flow: a heading, what the step is for, its fields, the main button
 * that saves and goes on, and for an optional step a way to skip it.
 */
export function StepForm(props: {
  title: string;
  intro?: string;
  children: ReactNode;
  submitLabel: string;
  onSubmit: () => void;
  busy?: boolean;
  skipLabel?: string;
  onSkip?: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, maxWidth: 600, mx: 'auto' }}
    >
      <Typography component="h2" variant="h6">
        {props.title}
      </Typography>
      {props.intro && <Typography color="text.secondary">{props.intro}</Typography>}
      {props.children}
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2 }}>
        {props.onSkip && props.skipLabel && (
          <Button variant="text" onClick={props.onSkip} disabled={props.busy}>
            {props.skipLabel}
          </Button>
        )}
        <MainButton type="submit" disabled={props.busy}>
          {props.submitLabel}
        </MainButton>
      </Box>
    </Box>
  );
}
