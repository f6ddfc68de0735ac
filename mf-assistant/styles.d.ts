/** Plain CSS files are injected by style-loader; importing one only has side effects. */
declare module '*.css';
