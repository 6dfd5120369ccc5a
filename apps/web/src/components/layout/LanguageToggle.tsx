import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { languages, type Language } from '@ideabazaar/shared/i18n/language';
import { useClientState } from '@/lib/client-state';

// Each language is named in itself, so a person who cannot read the current one finds theirs.
const names: Record<Language, string> = { en: 'English', fa: 'فارسی' };

/** The interface language as two buttons, for a page that lists the member's settings. */
export function LanguageToggle(props: { label: string }) {
  const language = useClientState((state) => state.language);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={language}
      aria-label={props.label}
      onChange={(_event, chosen: Language | null) => {
        if (chosen) useClientState.getState().set({ language: chosen });
      }}
    >
      {languages.map((option) => (
        <ToggleButton key={option} value={option} lang={option}>
          {names[option]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
