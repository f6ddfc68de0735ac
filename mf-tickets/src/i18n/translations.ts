// Flat keys (no dots) so they resolve whatever key separator the shared i18next instance uses.
export const TICKETS_NAMESPACE = 'tickets';

const es = {
  listHeading: 'Mis tickets',
  listEmpty: 'Todavía no has abierto ningún ticket.',
  listLoading: 'Cargando tickets…',
  listLoadFailed: 'No se pudo cargar la lista de tickets.',
  loadMore: 'Cargar más',
  loadingMore: 'Cargando…',
  statusOpened: 'Abierto',
  statusClosed: 'Cerrado',
  commentCount_one: '{{count}} comentario',
  commentCount_other: '{{count}} comentarios',
  lastActivity: 'Última actividad: {{when}}',
  ticketNumber: 'Ticket n.º {{id}}',
  formHeading: 'Abrir un ticket de soporte',
  formIntro: 'Elige el grupo y la categoría que mejor describan tu consulta.',
  groupLabel: 'Grupo',
  groupPlaceholder: 'Elige un grupo',
  noGroups: 'No hay grupos de soporte disponibles aquí.',
  categoryLabel: 'Categoría',
  categoryPlaceholder: 'Elige una categoría',
  infoOnlyNotice: 'Esta categoría es solo informativa: no se pueden abrir tickets en ella.',
  titleLabel: 'Título',
  optionalMark: '(opcional)',
  characterCount: '{{count}} / {{max}}',
  submit: 'Enviar ticket',
  submitting: 'Enviando…',
  errorRequired: 'Este campo es obligatorio.',
  errorTooLong: 'Máximo {{max}} caracteres.',
  errorInfoOnly: 'No se pueden abrir tickets en una categoría informativa.',
  errorInvalid: 'Valor no válido.',
  created: 'Ticket n.º {{id}} creado.',
};

type ResourceKey = keyof typeof es;
/** Plural forms (`x_one`, `x_other`) are asked for by their base key with a `count`. */
type PluralBase<K> = K extends `${infer Base}_one` | `${infer Base}_other` ? Base : K;
export type TicketsTranslationKey = PluralBase<ResourceKey>;

const en: Record<ResourceKey, string> = {
  listHeading: 'My tickets',
  listEmpty: 'You have not opened any ticket yet.',
  listLoading: 'Loading tickets…',
  listLoadFailed: 'The ticket list could not be loaded.',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  statusOpened: 'Open',
  statusClosed: 'Closed',
  commentCount_one: '{{count}} comment',
  commentCount_other: '{{count}} comments',
  lastActivity: 'Last activity: {{when}}',
  ticketNumber: 'Ticket #{{id}}',
  formHeading: 'Open a support ticket',
  formIntro: 'Choose the group and category that best describe your request.',
  groupLabel: 'Group',
  groupPlaceholder: 'Choose a group',
  noGroups: 'No support groups are available here.',
  categoryLabel: 'Category',
  categoryPlaceholder: 'Choose a category',
  infoOnlyNotice: 'This category is informational only: tickets cannot be opened in it.',
  titleLabel: 'Title',
  optionalMark: '(optional)',
  characterCount: '{{count}} / {{max}}',
  submit: 'Send ticket',
  submitting: 'Sending…',
  errorRequired: 'This field is required.',
  errorTooLong: 'At most {{max}} characters.',
  errorInfoOnly: 'Tickets cannot be opened in an informational category.',
  errorInvalid: 'Invalid value.',
  created: 'Ticket #{{id}} created.',
};

export const ticketsTranslations = { es, en };
