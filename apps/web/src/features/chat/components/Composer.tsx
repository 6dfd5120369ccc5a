import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGE_MAX } from '@ideabazaar/shared/schemas/chat';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mirrorInRtl } from '@/components/ui/mirror';
import { useFormat } from '@/lib/format';

// The counter shows once a message comes near the limit.
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;
const TYPING_EVERY_MS = 2000;

/** The message box: Enter sends (Shift+Enter a new line), a counter near 2000 characters. */
export function Composer(props: { onSend: (body: string) => void; onTyping: () => void }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const body = text.trim();
  const send = () => {
    if (!body) return;
    props.onSend(body);
    setText('');
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, pt: 1 }}
    >
      <Box sx={{ flex: 1 }}>
        <TextField
          fullWidth
          multiline
          maxRows={5}
          size="small"
          value={text}
          placeholder={t('placeholder')}
          onChange={(event) => {
            setText(event.target.value);
            const now = Date.now();
            if (now - lastTyping.current > TYPING_EVERY_MS) {
              lastTyping.current = now;
              props.onTyping();
            }
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          slotProps={{
            htmlInput: { maxLength: CHAT_MESSAGE_MAX, 'aria-label': t('message'), dir: 'auto' },
          }}
        />
        {text.length >= COUNTER_FROM && (
          <Typography
            variant="caption"
            color={text.length >= CHAT_MESSAGE_MAX ? 'error' : 'text.secondary'}
            data-testid="char-counter"
          >
            {format.number(text.length)}/{format.number(CHAT_MESSAGE_MAX)}
          </Typography>
        )}
      </Box>
      <IconButton type="submit" color="primary" disabled={!body} aria-label={t('send')}>
        <SendIcon sx={mirrorInRtl} />
      </IconButton>
    </Box>
  );
}
