import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { MainButton } from '@/components/ui/MainButton';
import { paths } from '@/config/paths';

/** TheIdeas at '/': the list and its filters come with the browse issue; this is its empty state. */
export default function IdeasScreen() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<LightbulbIcon color="secondary" />}
      title={t('ideas.emptyTitle')}
      text={t('ideas.emptyText')}
      action={<MainButton to={paths.ideaOrNeed.href()}>{t('ideas.create')}</MainButton>}
    />
  );
}
