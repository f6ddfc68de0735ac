import { Button } from '@portal/ui/button';
import { useListT } from '../../../i18n/use-list-t';
import { LIST_SOURCES, type ListSource } from '../rules/list-view';

const SOURCE_TEXT = { web: 'sourceWeb', ingame: 'sourceInGame' } as const;

/** Staff switch between tickets opened on the web and in the game (SPEC §2). */
export function SourceToggle(props: {
  source: ListSource;
  onChange: (source: ListSource) => void;
}) {
  const t = useListT();
  return (
    <fieldset className="tk-segmented">
      <legend className="portal-visually-hidden">{t('sourceLabel')}</legend>
      {LIST_SOURCES.map((source) => (
        <Button
          key={source}
          size="sm"
          variant={source === props.source ? 'primary' : 'ghost'}
          aria-pressed={source === props.source}
          onClick={() => props.onChange(source)}
        >
          {t(SOURCE_TEXT[source])}
        </Button>
      ))}
    </fieldset>
  );
}
