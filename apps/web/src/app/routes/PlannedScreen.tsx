import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useRouteHandle } from '../route-handle';

/**
 * A screen whose route, title and layout exist and whose content comes with a later issue. It says
 * so plainly rather than showing made-up content (docs/decisions.md).
 */
export default function PlannedScreen() {
  const { t } = useTranslation(['common', 'screens']);
  const { title } = useRouteHandle();
  return (
    <EmptyState icon={<ConstructionIcon />} title={t(`screens:${title}`)} text={t('planned')} />
  );
}
