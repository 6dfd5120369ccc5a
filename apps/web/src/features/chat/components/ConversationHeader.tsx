import type { Conversation } from '@ideabazaar/shared/schemas/chat';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { InitialAvatar } from '@/components/ui/InitialAvatar';
import { useFormat } from '@/lib/format';
import { useLive } from '@/lib/live-socket';
import { nameText, userText } from '@/lib/user-text';

// A 'typing' event shows for this long unless another renews it.
const TYPING_SHOWN_MS = 4000;

/** Whether the member told me they were typing just now; false again once that is old. */
function useTyping(peer: number): boolean {
  const at = useLive((state) => state.typingAt[peer] ?? 0);
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const left = at + TYPING_SHOWN_MS - Date.now();
    const timer = setTimeout(() => setTyping(left > 0), 0);
    const end = left > 0 ? setTimeout(() => setTyping(false), left) : undefined;
    return () => {
      clearTimeout(timer);
      clearTimeout(end);
    };
  }, [at]);
  return typing;
}

/** Who I am talking to, what about (a link to the item), and whether they are here or typing. */
export function ConversationHeader(props: {
  conversation: Conversation;
  itemHref: string | null;
  actions: React.ReactNode;
}) {
  const { t } = useTranslation('chat');
  const { member, item } = props.conversation;
  const name = useFormat().member(member);
  const typing = useTyping(member.id);
  const online = useLive((state) => state.online[member.id] ?? false);
  const status = typing ? t('typing') : online ? t('online') : null;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        pb: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="chat-header"
    >
      <InitialAvatar name={name} src={member.avatar} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          <bdi {...nameText(member)}>{name}</bdi>
        </Typography>
        {item && props.itemHref && (
          <Typography variant="body2" noWrap>
            {t('about')}{' '}
            <Link component={RouterLink} to={props.itemHref}>
              <bdi {...userText}>{item.title}</bdi>
            </Link>
          </Typography>
        )}
        <Typography
          variant="caption"
          color="success.main"
          aria-live="polite"
          sx={{ minHeight: 20, display: 'block' }}
        >
          {status}
        </Typography>
      </Box>
      {props.actions}
    </Box>
  );
}
