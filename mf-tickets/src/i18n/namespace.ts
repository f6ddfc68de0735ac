/** The remote's i18next namespace: the list's texts and, once the form loads, the form's. */
export const TICKETS_NAMESPACE = 'tickets';
