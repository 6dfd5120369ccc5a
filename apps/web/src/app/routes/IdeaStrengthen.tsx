import type { Item } from '@ideabazaar/shared/schemas/items';
import { useTranslation } from 'react-i18next';
import { StrengthenList } from '@/features/items/components/StrengthenList';
import { editHref, strengthSteps } from '../flow-steps';

/**
 * An idea's optional steps, off the creation's path, on IdeaShare and MyIdea (issue 32): each
 * reopened with ?edit=1, so it saves and returns to MyIdea. A need has none.
 */
export function IdeaStrengthen(props: { item: Item }) {
  const { t } = useTranslation('screens');
  return (
    <StrengthenList
      entries={strengthSteps(props.item).map((entry) => ({
        key: entry.name,
        label: t(entry.name),
        href: editHref(entry.step, props.item.id),
        done: entry.done,
      }))}
    />
  );
}
