import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/**
 * An action that takes a text (the bank's reference, a reason, a note): the field and its button.
 * A required text keeps the button off until something is written.
 */
export function TextAction(props: {
  label: string;
  action: string;
  onSubmit: (text: string) => void;
  pending: boolean;
  required?: boolean;
  multiline?: boolean;
  color?: 'primary' | 'error' | 'success';
}) {
  const [text, setText] = useState('');
  const missing = props.required === true && text.trim() === '';
  return (
    <Box
      component="form"
      sx={{ display: 'grid', gap: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!missing) props.onSubmit(text.trim());
      }}
    >
      <TextField
        size="small"
        label={props.label}
        value={text}
        required={props.required}
        multiline={props.multiline}
        minRows={props.multiline ? 2 : undefined}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Button
        type="submit"
        variant="contained"
        color={props.color ?? 'primary'}
        disabled={missing}
        loading={props.pending}
      >
        {props.action}
      </Button>
    </Box>
  );
}
