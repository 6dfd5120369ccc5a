import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { useConversation } from '@/features/chat/api/conversation';
import { ChatPanel } from '@/features/chat/components/ChatPanel';
import { ContactList } from '@/features/chat/components/ContactList';
import { useItem } from '@/features/items/api/item';
import { ApiError } from '@/lib/api-client';

/** Chathome (seed section 2): the contact list. */
export function ChatHomeScreen() {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  return (
    <ContactList
      onOpen={(userId) => void navigate(paths.chat.href(userId))}
      emptyAction={<MainButton to={paths.ideas.href()}>{t('empty.action')}</MainButton>}
    />
  );
}

const itemHref = (item: { id: string; section: 'idea' | 'need' }) =>
  (item.section === 'idea' ? paths.theIdea : paths.theNeed).href(item.id);

/**
 * TheChat at /chat/{id}: the conversation with member {id}. Opened from an item's chat action it
 * carries `?item=` and the first message starts the conversation about that item.
 */
export function ChatScreen() {
  const { t } = useTranslation('chat');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const peer = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : 0;
  const itemId = search.get('item') ?? undefined;
  const conversation = useConversation(peer);
  const named = useItem(itemId ?? '');

  if (peer === 0 || (conversation.error instanceof ApiError && conversation.error.status < 500)) {
    return (
      <EmptyState
        icon={<SearchOffIcon />}
        title={conversation.error instanceof ApiError ? conversation.error.text() : t('noMember')}
        action={<MainButton to={paths.chatHome.href()}>{t('allChats')}</MainButton>}
      />
    );
  }
  if (conversation.isError) {
    return (
      <EmptyState
        title={t('unavailable')}
        action={<Button onClick={() => void conversation.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (!conversation.data) {
    return <CircularProgress aria-label={t('loading')} sx={{ display: 'block', mx: 'auto' }} />;
  }
  const item =
    conversation.data.item ??
    (named.data
      ? { id: named.data.id, section: named.data.section, title: named.data.title }
      : null);
  return (
    <ChatPanel
      conversation={{ ...conversation.data, item }}
      itemId={itemId}
      itemHref={item ? itemHref(item) : null}
    />
  );
}
