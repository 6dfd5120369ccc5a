import BlockIcon from '@mui/icons-material/Block';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { EmptyState } from '@/components/feedback/EmptyState';
import { AdminLayout } from './components/AdminLayout';
import { useAdminTexts } from './i18n';
import { sections } from './sections';

/**
 * Who is looking: a visitor (asked to sign in), a member who is not an operator (told the console
 * is for operators), an operator, or not known yet. The server refuses every console call to all
 * but operators whatever this says (issue 29): it only decides what the page shows.
 */
export type ConsoleAccess = 'visitor' | 'checking' | 'member' | 'operator' | 'unavailable';

const Spinner = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
    <CircularProgress />
  </Box>
);

function Gate(props: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Box component="main" sx={{ maxWidth: 520, mx: 'auto', pt: 8, px: 2 }}>
      <EmptyState {...props} />
    </Box>
  );
}

function Console(props: { access: ConsoleAccess; onSignIn: () => void; exitHref: string }) {
  useAdminTexts();
  const { t } = useTranslation('admin');
  const back = (
    <Button component={Link} to={props.exitHref}>
      {t('exit')}
    </Button>
  );
  switch (props.access) {
    case 'checking':
      return <Spinner />;
    case 'visitor':
      return (
        <Gate
          icon={<LockIcon />}
          title={t('gate.visitorTitle')}
          text={t('gate.visitorText')}
          action={
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
              <Button variant="contained" onClick={props.onSignIn}>
                {t('gate.signIn')}
              </Button>
              {back}
            </Box>
          }
        />
      );
    case 'member':
      return (
        <Gate
          icon={<BlockIcon />}
          title={t('gate.operatorsOnlyTitle')}
          text={t('gate.operatorsOnlyText')}
          action={back}
        />
      );
    case 'unavailable':
      return (
        <Gate
          icon={<BlockIcon />}
          title={t('gate.unavailableTitle')}
          text={t('gate.unavailableText')}
          action={back}
        />
      );
    case 'operator':
      return (
        <AdminLayout exitHref={props.exitHref}>
          <Suspense fallback={<Spinner />}>
            <Routes>
              {sections.map(({ key, path, Screen }) =>
                path ? (
                  <Route key={path} path={path} element={<Screen />} />
                ) : (
                  <Route key={key} index element={<Screen />} />
                ),
              )}
              <Route
                path="*"
                element={<EmptyState title={t('notFound.title')} text={t('notFound.text')} />}
              />
            </Routes>
          </Suspense>
        </AdminLayout>
      );
  }
}

/** The operator console (issue 29): the guard, then its layout and the section the path names. */
export function AdminConsole(props: {
  access: ConsoleAccess;
  onSignIn: () => void;
  /** Where leaving the console goes (the profile). */
  exitHref: string;
}) {
  return (
    <Suspense fallback={<Spinner />}>
      <Console {...props} />
    </Suspense>
  );
}
