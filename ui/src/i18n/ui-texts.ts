// Flat keys (no dots) so they resolve whatever key separator the shared i18next instance uses.
export const UI_NAMESPACE = 'ui';

const es = {
  close: 'Cerrar',
  dismiss: 'Descartar',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  notifications: 'Notificaciones',
  loading: 'Cargando…',
  paginationOf: 'Paginación: {{caption}}',
  firstPage: 'Primera página',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  lastPage: 'Última página',
  page: 'Página {{page}}',
  rowsPerPage: 'Filas por página',
  rowsShown: '{{from}}–{{to}} de {{total}}',
  noRows: 'No hay datos',
  online: 'En línea',
  important: 'Importante',
  openCalendar: 'Abrir el calendario',
  patternDay: 'dd',
  patternMonth: 'mm',
  patternYear: 'aaaa',
  patternTime: 'hh:mm',
};

const en: Record<UiTextKey, string> = {
  close: 'Close',
  dismiss: 'Dismiss',
  confirm: 'Confirm',
  cancel: 'Cancel',
  notifications: 'Notifications',
  loading: 'Loading…',
  paginationOf: 'Pagination: {{caption}}',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  page: 'Page {{page}}',
  rowsPerPage: 'Rows per page',
  rowsShown: '{{from}}–{{to}} of {{total}}',
  noRows: 'No data',
  online: 'Online',
  important: 'Important',
  openCalendar: 'Open the calendar',
  patternDay: 'dd',
  patternMonth: 'mm',
  patternYear: 'yyyy',
  patternTime: 'hh:mm',
};

export type UiTextKey = keyof typeof es;

export const uiTranslations = { es, en };
