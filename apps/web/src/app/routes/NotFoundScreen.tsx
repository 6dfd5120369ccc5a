import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={<MainButton to={paths.ideas.href()}>{t('nav.home')}</MainButton>}
    />
  );
}
