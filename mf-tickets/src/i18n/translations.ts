import { joinTexts, type PluralBase } from '@portal/shared/runtime/i18n';
import { FORM_TEXTS } from './form-texts';
import { FRAME_TEXTS } from './frame-texts';
import { LIST_TEXTS } from './list-texts';

// Keys are flat (no dots) so they resolve whatever key separator the shared i18next instance
// uses — except the keys SPEC §8 names with a dot, kept nested under their first segment.
export const TICKETS_NAMESPACE = 'tickets';

const flat = {
  es: joinTexts(LIST_TEXTS.es, FORM_TEXTS.es, FRAME_TEXTS.es),
  en: joinTexts(LIST_TEXTS.en, FORM_TEXTS.en, FRAME_TEXTS.en),
};

/** SPEC §8 names the in-the-act warning `report.in_fraganti_warning`; that key works as is. */
const spec = {
  es: {
    report: {
      in_fraganti_warning:
        'Has marcado que el jugador está incumpliendo las normas ahora mismo. Un miembro del equipo lo revisará en cuanto sea posible: no cierres el juego y, si puedes, graba lo que ocurre.',
    },
  },
  en: {
    report: {
      in_fraganti_warning:
        'You said the player is breaking the rules right now. A staff member will look at it as soon as possible: keep the game open and, if you can, record what is happening.',
    },
  },
};

type FlatKey = keyof typeof flat.es;
export type TicketsTranslationKey = PluralBase<FlatKey> | 'report.in_fraganti_warning';

export const ticketsTranslations = {
  es: joinTexts(flat.es, spec.es),
  en: joinTexts(flat.en, spec.en),
};
