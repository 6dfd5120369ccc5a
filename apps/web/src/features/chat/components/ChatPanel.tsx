import type { ChatMessage, Conversation } from '@ideabazaar/shared/schemas/chat';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientState } from '@/lib/client-state';
import { sendLive, watchPresence } from '@/lib/live-socket';
import { useSetBlocked } from '../api/block';
import { chatKeys, mergeMessage } from '../api/chat-cache';
import { useMessages } from '../api/messages';
import { markRead } from '../api/read';
import { useUnreadTotal } from '../api/unread';
import { queueMessage, useOutbox } from '../outbox';
import { ChatMenu } from './ChatMenu';
import { Composer } from './Composer';
import { ConversationHeader } from './ConversationHeader';
import { MessageList } from './MessageList';

/** Marks the other member's messages read while the conversation is in front of the member. */
function useReadWhileShown(peer: number, newest: ChatMessage | undefined) {
  const queryClient = useQueryClient();
  const sentUpTo = useRef(0);
  useEffect(() => {
    const readNow = () => {
      if (!newest || newest.id <= sentUpTo.current || document.visibilityState !== 'visible') {
        return;
      }
      sentUpTo.current = newest.id;
      markRead({ peer, messageId: newest.id })
        .then((result) => {
          useUnreadTotal.setState({ total: result.unread_total });
          return queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
        })
        .catch(() => {
          sentUpTo.current = 0;
        });
    };
    readNow();
    document.addEventListener('visibilitychange', readNow);
    return () => document.removeEventListener('visibilitychange', readNow);
  }, [peer, newest, queryClient]);
}

/**
 * TheChat's conversation: the header, the messages with older ones above, and the composer; a
 * message about an item (`itemId`, from the item's chat action) starts the conversation.
 */
export function ChatPanel(props: {
  conversation: Conversation;
  itemId: string | undefined;
  itemHref: string | null;
}) {
  const { t } = useTranslation('chat');
  const { conversation } = props;
  const peer = conversation.member.id;
  const me = Number(useClientState((state) => state.userId));
  const queryClient = useQueryClient();
  const messages = useMessages(peer);
  const outbox = useOutbox((state) => state.pending);
  const pending = outbox.filter((message) => message.peer === peer);
  const unblock = useSetBlocked(peer);
  const ordered = (messages.data?.pages.flatMap((page) => page.messages) ?? []).reverse();
  // Only theirs can be unread: my own newest message moves nothing on my side.
  const newestTheirs = ordered.findLast((message) => message.sender_id === peer);

  useEffect(() => watchPresence(peer), [peer]);
  useReadWhileShown(peer, newestTheirs);

  const send = (body: string) => {
    // The item goes with the first message (it starts the conversation) and when it changes.
    const itemId =
      props.itemId && (!conversation.started || conversation.item?.id !== props.itemId)
        ? props.itemId
        : undefined;
    void queueMessage({ peer, body, itemId }, (message) => {
      mergeMessage(queryClient, me, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts });
      if (!conversation.started || itemId) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(peer) });
      }
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100dvh - 96px)' }}>
      <ConversationHeader
        conversation={conversation}
        itemHref={props.itemHref}
        actions={
          <ChatMenu
            peer={peer}
            blocked={conversation.blocked_by_me}
            started={conversation.started}
          />
        }
      />
      <MessageList
        me={me}
        messages={ordered}
        pending={pending}
        deliveredUpTo={conversation.delivered_up_to}
        readUpTo={conversation.read_up_to}
        hasOlder={messages.hasNextPage}
        loadingOlder={messages.isFetchingNextPage}
        loadOlder={() => void messages.fetchNextPage()}
      />
      {conversation.blocked_by_me ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => unblock.mutate(false)}>
              {t('unblock')}
            </Button>
          }
        >
          {t('youBlocked')}
        </Alert>
      ) : conversation.blocked_me ? (
        <Alert severity="warning">{t('blockedYou')}</Alert>
      ) : (
        <Composer onSend={send} onTyping={() => sendLive({ type: 'typing', to: peer })} />
      )}
    </Box>
  );
}
