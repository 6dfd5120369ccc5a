import Tooltip from '@mui/material/Tooltip';
import { CONTACT_MASK } from '@ideabazaar/shared/contact/mask';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Text from the server in which contact details may be masked (issue 31): each mask says, on
 * hover, focus and to a screen reader, that the details are shown after the purchase.
 */
export function MaskedText({ text }: { text: string }) {
  const { t } = useTranslation('common');
  const parts = text.split(CONTACT_MASK);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <Tooltip title={t('contactMasked')}>
          <span role="img" tabIndex={0} aria-label={t('contactMasked')}>
            {CONTACT_MASK}
          </span>
        </Tooltip>
      )}
      {part}
    </Fragment>
  ));
}
