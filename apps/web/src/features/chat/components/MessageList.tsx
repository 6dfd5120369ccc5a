import type { ChatMessage } from '@ideabazaar/shared/schemas/chat';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { PendingMessage } from '../outbox';
import { MessageBubble, type Receipt } from './MessageBubble';

interface Shown {
  key: string;
  body: string;
  at: Date;
  mine: boolean;
  receipt?: Receipt;
  error?: string | null;
}

// How close to the bottom (px) still counts as reading the newest messages.
const AT_BOTTOM_PX = 80;

/**
 * The conversation oldest first, a separator at each new day, mine with their receipts and the
 * ones waiting in the outbox last. Scrolling to the top loads older messages and keeps the view
 * where it was; a new message scrolls down when the reader was at the bottom.
 */
export function MessageList(props: {
  me: number;
  messages: ChatMessage[];
  pending: PendingMessage[];
  deliveredUpTo: number;
  readUpTo: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBefore = useRef<number | null>(null);
  const { hasOlder, loadingOlder, loadOlder } = props;

  const receiptOf = (message: ChatMessage): Receipt =>
    message.id <= props.readUpTo
      ? 'read'
      : message.id <= props.deliveredUpTo
        ? 'delivered'
        : 'sent';
  const stored = new Set(props.messages.map((message) => message.client_id));
  const shown: Shown[] = [
    ...props.messages.map((message) => ({
      key: String(message.id),
      body: message.body,
      at: new Date(message.created_at),
      mine: message.sender_id === props.me,
      receipt: message.sender_id === props.me ? receiptOf(message) : undefined,
    })),
    ...props.pending
      .filter((message) => !stored.has(message.clientId))
      .map((message) => ({
        key: message.clientId,
        body: message.body,
        at: new Date(message.createdAt),
        mine: true,
        receipt: (message.failed === null ? 'pending' : 'failed') as Receipt,
        error: message.failed,
      })),
  ];
  const newest = shown.at(-1)?.key;
  const oldest = shown[0]?.key;

  // Older messages came in above: keep the same messages in view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBefore.current === null) return;
    element.scrollTop += element.scrollHeight - heightBefore.current;
    heightBefore.current = null;
  }, [oldest]);

  // A newer message: follow it when the reader was at the bottom (or it is theirs).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newest]);

  useEffect(() => {
    const sentinel = top.current;
    const root = scroller.current;
    if (!sentinel || !root || !hasOlder) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting || loadingOlder) return;
        heightBefore.current = root.scrollHeight;
        loadOlder();
      },
      { root },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, loadOlder]);

  return (
    <Box
      ref={scroller}
      data-testid="message-list"
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX;
      }}
      sx={{ flex: 1, overflowY: 'auto', display: 'grid', alignContent: 'start', gap: 1, py: 1 }}
    >
      <Box ref={top} sx={{ minHeight: 1 }}>
        {loadingOlder && (
          <CircularProgress
            size={20}
            aria-label={t('loading')}
            sx={{ display: 'block', mx: 'auto' }}
          />
        )}
      </Box>
      {shown.map((message, index) => {
        const previous = shown[index - 1];
        const newDay = !previous || !format.sameDay(previous.at, message.at);
        return (
          <Fragment key={message.key}>
            {newDay && (
              <Chip
                size="small"
                label={
                  format.sameDay(message.at, new Date()) ? t('today') : format.date(message.at)
                }
                sx={{ justifySelf: 'center' }}
                data-testid="day-separator"
              />
            )}
            <MessageBubble
              body={message.body}
              at={message.at}
              mine={message.mine}
              receipt={message.receipt}
              error={message.error}
            />
          </Fragment>
        );
      })}
    </Box>
  );
}
