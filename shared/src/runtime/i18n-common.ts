/** Texts of the `common` namespace: everything the shell and the runtime show themselves. */
export const COMMON_TRANSLATIONS = {
  es: {
    pageTitle: 'Portal de tickets',
    errorTitle: 'Error',
    unexpectedStatus: 'Código de estado inesperado: {{status}}',
    socketDisconnected:
      'Se ha perdido la conexión con el servidor. Comprueba tu conexión y recarga la página.',
    close: 'Cerrar',
    loading: 'Cargando…',
    logout: 'Cerrar sesión',
    accountLabel: 'Cuenta',
    language: 'Idioma',
    sensitiveDataWarning:
      'Nunca compartas datos sensibles (contraseñas, correos o datos bancarios). El equipo nunca te los pedirá.',
    ingameHelpHint: 'Pulsa F9 o Alt+C para mostrar u ocultar la ayuda.',
    remoteUnavailable: 'Esta sección no está disponible en este momento.',
    retry: 'Reintentar',
    loginTitle: 'Iniciar sesión',
    loginUsername: 'Usuario',
    loginPassword: 'Contraseña',
    loginSubmit: 'Entrar',
    loginSubmitting: 'Entrando…',
  },
  en: {
    pageTitle: 'Tickets Portal',
    errorTitle: 'Error',
    unexpectedStatus: 'Unexpected status code: {{status}}',
    socketDisconnected:
      'You have been disconnected from the server. Check your connection and refresh the page.',
    close: 'Close',
    loading: 'Loading…',
    logout: 'Log out',
    accountLabel: 'Account',
    language: 'Language',
    sensitiveDataWarning:
      'Never share sensitive data (passwords, e-mail addresses or bank details). Staff will never ask for them.',
    ingameHelpHint: 'Press F9 or Alt+C to show or hide help.',
    remoteUnavailable: 'This section is not available right now.',
    retry: 'Retry',
    loginTitle: 'Log in',
    loginUsername: 'Username',
    loginPassword: 'Password',
    loginSubmit: 'Log in',
    loginSubmitting: 'Logging in…',
  },
} as const satisfies Record<'es' | 'en', Record<string, string>>;
