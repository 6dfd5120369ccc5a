import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useFormat } from '@/lib/format';

/**
 * A text field that shows how many of its characters are used ('12/300') beside its error, and
 * stops at its maximum.
 */
export function CountedTextField(
  props: Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText' | 'slotProps'> & {
    value: string;
    max: number;
    error?: string;
    onValueChange: (value: string) => void;
    /** Attributes of the input element itself ('aria-label', dir). */
    htmlInput?: Record<string, string>;
  },
) {
  const { value, max, error, onValueChange, htmlInput, ...rest } = props;
  const format = useFormat();
  return (
    <TextField
      {...rest}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{error}</span>
          <span data-testid="char-counter">{format.counter(value.length, max)}</span>
        </Box>
      }
      slotProps={{ htmlInput: { maxLength: max, ...htmlInput } }}
    />
  );
}
