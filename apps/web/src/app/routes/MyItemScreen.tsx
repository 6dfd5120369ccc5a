import type { Item } from '@ideabazaar/shared/schemas/items';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { OwnerCertificates } from '@/features/authorship/lazy';
import { OwnerOffers } from '@/features/checkout/components/OwnerOffers';
import { useItem } from '@/features/items/api/item';
import { MyItem } from '@/features/items/components/MyItem';
import { editHref, type FlowStep } from '../flow-steps';
import { ItemMatchesSection } from '../ItemMatchesSection';
import { IdeaStrengthen } from './IdeaStrengthen';
import { OwnerOnly } from './OwnerOnly';

/**
 * The steps of the creation's path an owner can reopen, by the route names that title them; an
 * idea's other steps (PRODUCT.md section 3) are listed to make it stronger (IdeaStrengthen).
 */
function editSteps(item: Item): FlowStep[] {
  if (item.section === 'need') return ['abstractFiles'];
  return ['ideaPrice', 'elevatorText'];
}

/** The steps to reopen, and the share screen once the item is public. */
const entryPoints = (item: Item) => [
  ...editSteps(item),
  ...(item.status === 'published' ? (['ideaShare'] as const) : []),
];

/** Once public, an item has comments (answers on a need) and, for an idea, statistics. */
const followLinks = (item: Item) => {
  if (item.status === 'draft') return [];
  return item.section === 'need' ? (['answers'] as const) : (['comments', 'myIndicators'] as const);
};

/** A published or archived negotiable idea has offers to answer. */
const takesOffers = (item: Item) =>
  item.section === 'idea' && item.negotiable && item.status !== 'draft';

/** A published (or since archived) idea has versions with certificates of authorship. */
const certified = (item: Item) => item.section === 'idea' && item.status !== 'draft';

/** MyIdea / MyNeed at /MyIdea/{id} and /MyNeed/{id}: the owner's item and its edit entry points. */
export default function MyItemScreen() {
  const { t } = useTranslation(['items', 'screens']);
  const { ideaId = '' } = useParams();
  const item = useItem(ideaId);

  return (
    <OwnerOnly item={item}>
      {(current) => (
        <MyItem
          item={current}
          offers={takesOffers(current) ? <OwnerOffers itemId={current.id} /> : undefined}
          matches={<ItemMatchesSection item={current} />}
          strengthen={<IdeaStrengthen item={current} />}
          certificates={
            certified(current) ? (
              <Suspense fallback={null}>
                <OwnerCertificates item={current} />
              </Suspense>
            ) : undefined
          }
          publicHref={
            current.section === 'need'
              ? paths.theNeed.href(current.id)
              : paths.theIdea.href(current.id)
          }
          links={followLinks(current).map((key) => ({
            key,
            label: t(`screens:${key}`),
            href: paths[key].href(current.id),
          }))}
          editLinks={[
            // The first questions, reopened through question-after with the item's own set.
            {
              key: 'questions',
              label: t('screens:questions'),
              href: `${paths.questionAfter.href(current.id)}?set=${current.section}&edit=1`,
            },
            ...entryPoints(current).map((step) => ({
              key: step,
              label: t(`screens:${step}`),
              href: editHref(step, current.id),
            })),
          ]}
        />
      )}
    </OwnerOnly>
  );
}
