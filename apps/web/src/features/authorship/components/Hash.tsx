import Box from '@mui/material/Box';
import { verbatim } from '@/lib/user-text';

/**
 * A hash, a key id or a signature: left to right in a Persian page too, in a monospace font, and
 * broken anywhere so that 128 hex digits fit a phone's width and a printed page.
 */
export function Hash(props: { value: string; testId?: string }) {
  return (
    <Box
      component="span"
      {...verbatim}
      data-testid={props.testId}
      sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.85em' }}
    >
      {props.value}
    </Box>
  );
}
