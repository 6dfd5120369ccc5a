import CommentIcon from '@mui/icons-material/Comment';
import ForumIcon from '@mui/icons-material/Forum';
import PhoneIcon from '@mui/icons-material/Phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ActionBottomNav } from '@/components/layout/BottomNav';
import { PhoneDrawer } from '@/components/layout/PhoneDrawer';
import { UnreadBadge } from '@/features/chat/components/UnreadBadge';
import { useCreatorPhone } from '@/features/items/api/creator-phone';
import { useItem } from '@/features/items/api/item';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';
import { isNeedPath, itemAction, type ItemAction, type ItemOnScreen } from './item-actions';

/**
 * The three actions of an idea's or a need's detail (seed sections 2 and 6). They act on the item
 * the route names: its id from the path, the item itself from the same query its screen reads.
 */
export function ItemNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { ideaId = '' } = useParams();
  const auth = useClientState((state) => state.auth);
  const item = useItem(ideaId).data;
  const [phoneOpen, setPhoneOpen] = useState(false);
  const need = isNeedPath(pathname);
  // The owner counts as having bought their own idea.
  const onScreen: ItemOnScreen | null = item
    ? {
        id: item.id,
        isBuy: item.isBuy || item.is_owner,
        user_id: item.creator?.id,
        own: item.is_owner,
      }
    : null;
  // The phone is read as soon as this member may see it, so the drawer opens on it; a visitor
  // is asked to sign in first, and an idea not bought never asks the server.
  const mayReadPhone = auth && item !== undefined && (item.section === 'need' || !!onScreen?.isBuy);
  const phone = useCreatorPhone(ideaId, phoneOpen || mayReadPhone);

  const run = (action: ItemAction) => {
    // A visitor is asked one thing, to sign in; whether the idea must be bought comes after.
    if (!auth && action !== 'comments') {
      useClientState.getState().promptLogin();
      return;
    }
    const result = itemAction({ action, pathname, itemId: ideaId, item: onScreen });
    if (result.kind === 'phone-drawer') setPhoneOpen(true);
    else if (result.kind === 'navigate') void navigate(result.to);
    else {
      notify(t(`item.${result.message}`), 'warning');
      if (pathname !== result.to) void navigate(result.to);
    }
  };
  return (
    <>
      <ActionBottomNav
        variant="item"
        items={[
          {
            key: 'chat',
            label: t('nav.chat'),
            short: t('navShort.chat'),
            // Two bubbles, a conversation (as the profile's Chats): not the comments' one.
            icon: <UnreadBadge icon={<ForumIcon />} />,
            onClick: () => run('chat'),
          },
          {
            key: 'comments',
            // A need's comments are its answers, as its screen calls them.
            label: t(need ? 'nav.answers' : 'nav.comments'),
            short: t(need ? 'navShort.answers' : 'navShort.comments'),
            icon: <CommentIcon />,
            onClick: () => run('comments'),
          },
          {
            key: 'phone',
            label: t('nav.phone'),
            short: t('navShort.phone'),
            icon: <PhoneIcon />,
            onClick: () => run('phone'),
          },
        ]}
      />
      <PhoneDrawer
        open={phoneOpen}
        onClose={() => setPhoneOpen(false)}
        title={t('item.phoneTitle')}
        phone={phone.data?.phone ?? null}
        status={phone.isError ? 'failed' : phone.isPending ? 'loading' : 'ready'}
        texts={{
          empty: t('item.noPhone'),
          loading: t('item.phoneLoading'),
          failed: t('item.phoneFailed'),
        }}
      />
    </>
  );
}
