import Typography from '@mui/material/Typography';
import { userText } from '@/lib/user-text';

// A 5-digit run of Latin or Persian digits standing alone: the sign-in code.
const CODE = /((?<![0-9\u06F0-\u06F9])[0-9\u06F0-\u06F9]{5}(?![0-9\u06F0-\u06F9]))/;

/**
 * A message's text with the sign-in code in bold, so that it is found at a glance. It is shown as
 * it was sent, in its own language and direction (an English mail in the Persian outbox keeps its
 * full stop on the right), its digits as written.
 */
export function MessageText(props: { text: string }) {
  const parts = props.text.split(CODE);
  return (
    <Typography
      component="div"
      {...userText}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <strong key={index} data-testid="outbox-code" style={{ fontSize: '1.25em' }}>
            {part}
          </strong>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}
