import { useTicketsT } from '../../../i18n/use-tickets-t';
import { LIST_SOURCES, type ListSource } from '../rules/list-view';

const SOURCE_TEXT = { web: 'sourceWeb', ingame: 'sourceInGame' } as const;

/** Staff switch between tickets opened on the web and in the game (SPEC §2). */
export function SourceToggle(props: {
  source: ListSource;
  onChange: (source: ListSource) => void;
}) {
  const t = useTicketsT();
  return (
    <fieldset className="tk-segmented">
      <legend className="tk-sr-only">{t('sourceLabel')}</legend>
      {LIST_SOURCES.map((source) => (
        <button
          key={source}
          type="button"
          className="tk-segment"
          aria-pressed={source === props.source}
          onClick={() => props.onChange(source)}
        >
          {t(SOURCE_TEXT[source])}
        </button>
      ))}
    </fieldset>
  );
}
