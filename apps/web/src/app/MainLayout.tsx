import AddCircleIcon from '@mui/icons-material/AddCircle';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { AppHeader } from '@/components/layout/AppHeader';
import { LinkBottomNav } from '@/components/layout/BottomNav';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { LoadingOverlay } from '@/components/layout/LoadingOverlay';
import { PageFade } from '@/components/layout/PageFade';
import { useScreenHeaderOverride } from '@/components/layout/screen-header';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';
import { UnreadBadge } from '@/features/chat/components/UnreadBadge';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { useClientState } from '@/lib/client-state';
import { useInstallMoment } from '@/lib/install-offer';
import { isOpenPath } from './guard';
import { useRouteHandle } from './route-handle';

// Loaded where they are used, not with the first screen: an item's actions on an item's
// screens, the chat's socket and the notifications' listener once a member is signed in.
const ItemNav = lazy(() => import('./ItemNav').then((module) => ({ default: module.ItemNav })));
const LiveChat = lazy(() =>
  import('@/features/chat/components/LiveChat').then((module) => ({ default: module.LiveChat })),
);
const LiveNotifications = lazy(() =>
  import('@/features/notifications/components/LiveNotifications').then((module) => ({
    default: module.LiveNotifications,
  })),
);

/** The main layout (seed section 2): app bar, the screen with a fade, the bottom navigation. */
export function MainLayout() {
  const { t } = useTranslation(['common', 'screens']);
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const override = useScreenHeaderOverride();
  const back = handle.backHref;
  const auth = useClientState((state) => state.auth);
  // A guarded screen shows nothing of its own to a visitor, only the way to sign in.
  const locked = !auth && !isOpenPath(location.pathname);
  // The install offer earned by a publication or a purchase shows on a main screen, later.
  useInstallMoment(handle.nav === 'main', location.key);

  return (
    <Box sx={{ minHeight: '100dvh', pb: handle.nav === 'none' ? 2 : 9 }}>
      <AppHeader
        title={override.title ?? t(`screens:${handle.title}`)}
        backLabel={t('nav.back')}
        onBack={override.back ?? (back ? () => void navigate(back) : undefined)}
        actions={
          <>
            {auth && <NotificationBell />}
            <LanguageSwitch />
          </>
        }
      />
      <Box component="main" sx={{ maxWidth: 800, mx: 'auto', px: 2, pt: 2 }}>
        <PageFade pageKey={location.pathname}>
          {locked ? (
            <EmptyState
              icon={<LockIcon />}
              title={t('signInRequired.title')}
              text={t('signInRequired.text')}
              action={
                // A visitor who does not sign in still has a way out: the open ideas list.
                <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
                  <MainButton onClick={() => useClientState.getState().promptLogin()}>
                    {t('signInRequired.action')}
                  </MainButton>
                  <Button component={Link} to={paths.ideas.href()}>
                    {t('signInRequired.browse')}
                  </Button>
                </Box>
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
            {
              to: paths.profile.href(),
              label: t('nav.profile'),
              short: t('navShort.profile'),
              icon: <UnreadBadge icon={<PersonIcon />} />,
            },
            {
              to: paths.ideaOrNeed.href(),
              label: t('nav.create'),
              short: t('navShort.create'),
              icon: <AddCircleIcon />,
            },
            {
              to: paths.ideas.href(),
              label: t('nav.home'),
              short: t('navShort.home'),
              icon: <HomeIcon />,
            },
          ]}
        />
      )}
      <Suspense fallback={null}>
        {handle.nav === 'item' && <ItemNav />}
        {auth && <LiveChat />}
        {auth && <LiveNotifications />}
      </Suspense>
      <LoadingOverlay />
    </Box>
  );
}

export default MainLayout;
