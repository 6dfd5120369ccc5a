import AddCircleIcon from '@mui/icons-material/AddCircle';
import ChatIcon from '@mui/icons-material/Chat';
import CommentIcon from '@mui/icons-material/Comment';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { AppHeader } from '@/components/layout/AppHeader';
import { ActionBottomNav, LinkBottomNav } from '@/components/layout/BottomNav';
import { ContactDrawer } from '@/components/layout/ContactDrawer';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { LoadingOverlay } from '@/components/layout/LoadingOverlay';
import { PageFade } from '@/components/layout/PageFade';
import { useScreenHeaderOverride } from '@/components/layout/screen-header';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { useItemContact } from '@/features/items/api/contact';
import { useClientState } from '@/lib/client-state';
import { notify } from '@/lib/notify';
import { isOpenPath } from './guard';
import { itemAction, type CurrentItem, type ItemAction } from './item-actions';
import { useRouteHandle } from './route-handle';

/** The form the comment screen renders; the comments variant's send icon submits it. */
export const COMMENT_FORM_ID = 'comment-form';

function ItemNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { ideaId = '' } = useParams();
  const item = useClientState((state) => state.currentItem as CurrentItem | null);
  const auth = useClientState((state) => state.auth);
  const [contactOpen, setContactOpen] = useState(false);
  // The phone the creator published, read when the drawer opens (the item's screen has it cached).
  const contact = useItemContact(ideaId, contactOpen);

  const run = (action: ItemAction) => {
    const result = itemAction({ action, pathname, itemId: ideaId, item });
    // The phone is a member's to see (the server asks for a sign-in): a visitor is asked first.
    if (result.kind === 'contact-drawer' && !auth) useClientState.getState().promptLogin();
    else if (result.kind === 'contact-drawer') setContactOpen(true);
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
          { key: 'chat', label: t('nav.chat'), icon: <ChatIcon />, onClick: () => run('chat') },
          {
            key: 'comments',
            label: t('nav.comments'),
            icon: <CommentIcon />,
            onClick: () => run('comments'),
          },
          {
            key: 'contact',
            label: t('nav.contact'),
            icon: <PhoneIcon />,
            onClick: () => run('contact'),
          },
        ]}
      />
      <ContactDrawer
        open={contactOpen}
        onClose={() => setContactOpen(false)}
        title={t('item.contactPhone')}
        phone={contact.data?.phone ?? null}
        status={contact.isError ? 'failed' : contact.isPending ? 'loading' : 'ready'}
        texts={{
          empty: t('item.noPhone'),
          loading: t('item.phoneLoading'),
          failed: t('item.phoneFailed'),
        }}
      />
    </>
  );
}

/** The main layout (seed section 2): app bar, the screen with a fade, the bottom navigation. */
export function MainLayout() {
  const { t } = useTranslation(['common', 'screens']);
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const override = useScreenHeaderOverride();
  const back = handle.back;
  const auth = useClientState((state) => state.auth);
  // A guarded screen shows nothing of its own to a visitor, only the way to sign in.
  const locked = !auth && !isOpenPath(location.pathname);

  return (
    <Box sx={{ minHeight: '100dvh', pb: handle.nav === 'none' ? 2 : 9 }}>
      <AppHeader
        title={override.title ?? t(`screens:${handle.title}`)}
        backLabel={t('nav.back')}
        onBack={override.back ?? (back ? () => void navigate(back) : undefined)}
        actions={<LanguageSwitch />}
      />
      <Box component="main" sx={{ maxWidth: 800, mx: 'auto', px: 2, pt: 2 }}>
        <PageFade pageKey={location.pathname}>
          {locked ? (
            <EmptyState
              icon={<LockIcon />}
              title={t('signInRequired.title')}
              text={t('signInRequired.text')}
              action={
                <MainButton onClick={() => useClientState.getState().promptLogin()}>
                  {t('signInRequired.action')}
                </MainButton>
              }
            />
          ) : (
            <Outlet />
          )}
        </PageFade>
      </Box>
      {handle.nav === 'main' && (
        <LinkBottomNav
          current={location.pathname}
          items={[
            { to: paths.profile.href(), label: t('nav.profile'), icon: <PersonIcon /> },
            { to: paths.ideaOrNeed.href(), label: t('nav.create'), icon: <AddCircleIcon /> },
            { to: paths.ideas.href(), label: t('nav.home'), icon: <HomeIcon /> },
          ]}
        />
      )}
      {handle.nav === 'comments' && (
        <ActionBottomNav
          variant="comments"
          items={[
            {
              key: 'send',
              label: t('nav.sendComment'),
              icon: <SendIcon />,
              submitsForm: COMMENT_FORM_ID,
            },
          ]}
        />
      )}
      {handle.nav === 'item' && <ItemNav />}
      <LoadingOverlay />
    </Box>
  );
}

export default MainLayout;
